import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardToken } from '@api/vault';
import { GOOD_CARD, vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { DEMO_PASSWORD, json, login } from '../support/identity';
import { storeCaller } from '../support/store-client';

interface Mail {
  readonly kind: string;
  readonly links: readonly { readonly url: string }[];
}
type Caller = ReturnType<typeof storeCaller>;

const MEMBER = 'member@example.com';

// Money and accounts follow what a person proved, never what a client typed.
describe('hardening: accounts, discounts and carts', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const mails = async (to: string) =>
    (await (
      await fetch(`${backend.base}/_outbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as Mail[];

  const twoEbooks = async (call: Caller) =>
    call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 2 });

  /** A guest order of one eBook for `email`, paid by card. */
  const guestOrder = async (email: string) => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    const token = await createCardToken(vaultFor(backend), GOOD_CARD);
    await call('PUT', 'cart', {
      account: { email },
      billing: { method: 'card', card: { token: token.token } },
    });
    const order = await call('POST', 'cart/order');
    expect(order.status).toBe(200);
    return order.body as { id: string; number: string };
  };

  /** Logs a session in with the password token mailed by /account/recover. */
  const proveMailbox = async (call: Caller, email: string) => {
    expect((await call('POST', 'account/recover', { email })).status).toBe(200);
    const [mail] = (await mails(email)).filter((m) => m.kind === 'password-recovery');
    const token = new URL(mail?.links[0]?.url ?? '').searchParams.get('password_token');
    const login = await call('POST', 'account/login', { email, password_token: token });
    expect(login.body).toMatchObject({ email });
  };

  it("gives no member discount for a member's email typed into a guest cart", async () => {
    const call = storeCaller(backend);
    await twoEbooks(call);
    const cart = await call('PUT', 'cart', { account: { email: MEMBER } });
    expect(cart.body).toMatchObject({ discounts: [], grand_total: 38 });
  });

  it('keeps a member’s discount and orders from an account someone opened with their email', async () => {
    const order = await guestOrder(MEMBER);
    const squatter = storeCaller(backend);
    const opened = await squatter('POST', 'account', { email: MEMBER, password: 'not-theirs-1' });
    expect(opened.status).toBe(200);
    const orders = await squatter('GET', 'account/orders');
    expect(orders.body).toMatchObject({ count: 0 });
    expect((await squatter('GET', `account/orders/${order.id}`)).status).toBe(404);
    await twoEbooks(squatter);
    expect((await squatter('GET', 'cart')).body).toMatchObject({ discounts: [], grand_total: 38 });

    // The member proves the mailbox: the discount, the guest order, and the account are theirs.
    const member = storeCaller(backend);
    await proveMailbox(member, MEMBER);
    await twoEbooks(member);
    const cart = await member('GET', 'cart');
    expect(cart.body.discounts).toEqual([expect.objectContaining({ type: 'promo-member-member' })]);
    const own = await member('GET', 'account/orders');
    expect((own.body.results as { id: string }[]).map((o) => o.id)).toContain(order.id);
    const again = await storeCaller(backend)('POST', 'account/login', {
      email: MEMBER,
      password: 'not-theirs-1',
    });
    expect(again.body).toBeNull();
  });

  it("logs a member's store session in through the site API's store login: discount, single use", async () => {
    const SMASHING = 'smashing@example.com';
    const squatter = storeCaller(backend);
    await squatter('POST', 'account', { email: SMASHING, password: 'not-theirs-2' });
    const { access_token } = await login(backend, SMASHING, DEMO_PASSWORD);
    const res = await fetch(`${backend.base}/site-api/accounts`, json('POST', {}, access_token));
    const { storeLogin } = (await res.json()) as {
      storeLogin: { email: string; passwordToken: string };
    };
    expect(storeLogin.email).toBe(SMASHING);

    const member = storeCaller(backend);
    await twoEbooks(member);
    const credentials = { email: SMASHING, password_token: storeLogin.passwordToken };
    expect((await member('POST', 'account/login', credentials)).body).toMatchObject({
      email: SMASHING,
    });
    const cart = await member('GET', 'cart');
    expect(cart.body.discounts).toEqual([
      expect.objectContaining({ type: 'promo-member-smashing', amount: 3.8 }),
    ]);
    // Used once; and the password someone set before the address was proved no longer opens it.
    expect((await storeCaller(backend)('POST', 'account/login', credentials)).body).toBeNull();
    const squat = { email: SMASHING, password: 'not-theirs-2' };
    expect((await storeCaller(backend)('POST', 'account/login', squat)).body).toBeNull();
  });

  it('gives a reader without a plan a store login and no discount', async () => {
    const { access_token } = await login(backend, 'reader@example.com', DEMO_PASSWORD);
    const res = await fetch(`${backend.base}/site-api/accounts`, json('POST', {}, access_token));
    const { storeLogin } = (await res.json()) as {
      storeLogin: { email: string; passwordToken: string };
    };
    const reader = storeCaller(backend);
    await twoEbooks(reader);
    await reader('POST', 'account/login', {
      email: storeLogin.email,
      password_token: storeLogin.passwordToken,
    });
    expect((await reader('GET', 'cart')).body).toMatchObject({ discounts: [], grand_total: 38 });
  });

  it('mails recovery links only to the site’s own origin', async () => {
    const call = storeCaller(backend);
    await call('POST', 'account', { email: 'rec@example.com', password: 'purr-purr-7' });
    for (const resetUrl of [
      'https://evil.example/reset',
      'javascript:alert(document.domain)',
      '//evil.example/reset',
      'data:text/html,<a>x</a>',
    ]) {
      const refused = await call('POST', 'account/recover', {
        email: 'rec@example.com',
        reset_url: resetUrl,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ param: 'reset_url' });
    }
    expect(await mails('rec@example.com')).toEqual([]);
    const ok = await call('POST', 'account/recover', {
      email: 'rec@example.com',
      reset_url: `${backend.base}/account/reset`,
    });
    expect(ok.status).toBe(200);
    const [mail] = await mails('rec@example.com');
    expect(new URL(mail?.links[0]?.url ?? '').origin).toBe(backend.base);
  });

  it('lets a cart be recovered by its own session or through its signed link only', async () => {
    const owner = storeCaller(backend);
    const cart = (
      await owner('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 })
    ).body as { id: string; checkout_id: string };
    expect(cart.checkout_id).toMatch(new RegExp(`^${cart.id}\\.`));
    const other = storeCaller(backend);
    expect((await other('PUT', `cart/recover/${cart.id}`)).status).toBe(404);
    expect((await other('PUT', `cart/recover/${cart.id}.forged`)).status).toBe(404);
    expect((await owner('PUT', `cart/recover/${cart.id}`)).body).toMatchObject({ id: cart.id });
    const taken = await other('PUT', `cart/recover/${cart.checkout_id}`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: cart.id, items: [{ product_id: 'prod-forms-ebook' }] });
  });

  it('answers concurrent store signups for one email with one account, the rest "already exists"', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        storeCaller(backend)('POST', 'account', { email: 'race@example.com', password: 'pw-1234' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'unique', param: 'email' });
    }
  });

  it('answers concurrent identity signups for one email with one user, the rest a 4xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(
          `${backend.base}/identity/signup`,
          json('POST', { email: 'race@example.com', password: 'secret-1234' }),
        );
        return { status: res.status, body: (await res.json()) as { code?: number; msg?: string } };
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([422, 429]).toContain(refused.status);
      expect(refused.body).toMatchObject({ code: refused.status, msg: expect.any(String) });
    }
  });

  it('numbers orders one after another, so no two share a number', async () => {
    const first = await guestOrder('n1@example.com');
    const second = await guestOrder('n2@example.com');
    expect(Number(second.number)).toBe(Number(first.number) + 1);
    const together = await Promise.all([1, 2, 3, 4].map((n) => guestOrder(`t${n}@example.com`)));
    expect(new Set(together.map((o) => o.number)).size).toBe(4);
  });
});
