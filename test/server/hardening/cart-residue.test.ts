import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodCardToken } from '../concurrency/shop';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal } from '../support/shapes';
import { storeCaller } from '../support/store-client';
import type { StoreAnswer } from '../support/store-client';

const KB = 1024;

// What a cart and an account keep is bounded however a client fills them: extra fields in a
// cart's payment intent were kept outside the metadata limit (240 KB accepted), an account
// took 300 addresses, and quantities such as "0x10" or [5] were read as 16 and 5.
describe('hardening: no residue in carts and accounts', { timeout: 30_000 }, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const expectBadRequest = (path: string, answer: StoreAnswer) =>
    expectRefusal(`/api/${path}`, answer.status, JSON.stringify(answer.body), 400);

  it("keeps a payment intent's few fields, and refuses 240 KB of extra ones", async () => {
    const shop = storeCaller(backend);
    await shop('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    const intent = { stripe: { id: 'pi_residue', auth_amount: 19 } };
    const kept = await shop('PUT', 'cart', { billing: { method: 'card', intent } });
    expect(kept.status).toBe(200);
    expect(kept.body.billing).toMatchObject({ intent });
    const padded = { stripe: { id: 'pi_residue', auth_amount: 19, pad: 'p'.repeat(240 * KB) } };
    expectBadRequest('cart', await shop('PUT', 'cart', { billing: { intent: padded } }));
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, n) => [
        `gateway${n}`,
        { id: `pi_${n}`, note: 'n'.repeat(80) },
      ]),
    );
    expectBadRequest('cart', await shop('PUT', 'cart', { billing: { intent: many } }));
    const after = await shop('GET', 'cart');
    expect(after.body.billing).toMatchObject({ intent });
  });

  it('keeps at most 20 addresses and 20 cards on one account', async () => {
    const shop = storeCaller(backend);
    const signup = await shop('POST', 'account', {
      email: 'address-book@example.com',
      password: 'address-book-password',
    });
    expect(signup.status).toBe(200);
    for (let n = 0; n < 20; n++) {
      const added = await shop('POST', 'account/addresses', {
        name: `Home ${n}`,
        city: 'Freiburg',
      });
      expect(added.status).toBe(200);
    }
    expectBadRequest(
      'account/addresses',
      await shop('POST', 'account/addresses', { name: 'One too many', city: 'Freiburg' }),
    );
    const token = await goodCardToken(backend.db, 'tok_residue_card');
    for (let n = 0; n < 20; n++) {
      expect((await shop('POST', 'account/cards', { token })).status).toBe(200);
    }
    expectBadRequest('account/cards', await shop('POST', 'account/cards', { token }));
    const account = await shop('GET', 'account');
    expect(account.body).toMatchObject({ addresses: { count: 20 } });
  });

  it('takes only whole numbers as quantities', async () => {
    const shop = storeCaller(backend);
    const add = (quantity: unknown) =>
      shop('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity });
    for (const quantity of ['0x10', [5], '1e1', 1.5, '2.0', ' ', true, '+3', '３']) {
      expectBadRequest('cart/items', await add(quantity));
    }
    const added = await add('3');
    expect(added.status).toBe(200);
    expect(added.body.items).toMatchObject([{ quantity: 3 }]);
    const line = (added.body.items as { id: string }[])[0]?.id ?? '';
    expectBadRequest(
      `cart/items/${line}`,
      await shop('PUT', `cart/items/${line}`, { quantity: '0x10' }),
    );
    expectBadRequest(
      'cart/items',
      await shop('PUT', 'cart/items', [{ product_id: 'prod-sb7-ebook', quantity: [5] }]),
    );
    const cart = await shop('GET', 'cart');
    expect(cart.body.items).toMatchObject([{ quantity: 3 }]);
  });
});
