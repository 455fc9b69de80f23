import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardToken, createIntent } from '@api/vault';
import { GOOD_CARD, vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { storeCaller } from '../support/store-client';

interface Intent {
  readonly id: string;
  readonly status: string;
}

// Second pass on what an order is paid with and what it costs: an intent pays its own cart
// only, in the cart's currency, and the first-order coupon works once per customer.
describe('hardening: money', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const vault = () => vaultFor(backend);
  /** A card intent, as the checkout creates one; `cartId` ties it to its cart. */
  const authorised = async (amount: number, currency: string, cartId?: string) => {
    const token = await createCardToken(vault(), GOOD_CARD);
    return createIntent<Intent>(vault(), {
      gateway: 'stripe',
      intent: {
        amount,
        currency,
        payment_method: token.token,
        ...(cartId ? { cart_id: cartId } : {}),
      },
    });
  };
  /** A fresh session with a cart of one eBook (19 USD) for `email`. */
  const cartFor = async (email = 'reader@example.com') => {
    const call = storeCaller(backend);
    const cart = await call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    await call('PUT', 'cart', { account: { email } });
    return Object.assign(call, { cartId: String(cart.body.id) });
  };
  const payWith = (call: Awaited<ReturnType<typeof cartFor>>, intent: Intent) =>
    call('PUT', 'cart', { billing: { method: 'card', intent: { stripe: { id: intent.id } } } });

  it.each(['idr', 'jpy', 'xyz'])(
    'paid in the wrong currency: a 1900 intent in %s does not pay a USD 19.00 cart',
    async (currency) => {
      const call = await cartFor();
      await payWith(call, await authorised(1900, currency, call.cartId));
      const order = await call('POST', 'cart/order');
      expect(order.status).toBe(402);
      expect(order.body.error).toMatchObject({ code: 'currency_mismatch', param: 'billing' });
      // The cart is still there to be paid properly.
      await payWith(call, await authorised(1900, 'usd', call.cartId));
      expect((await call('POST', 'cart/order')).status).toBe(200);
    },
  );

  it("an intent pays someone else's cart: B cannot order with A's intent, A still can", async () => {
    const a = await cartFor('a@example.com');
    const b = await cartFor('b@example.com');
    const intent = await authorised(1900, 'usd', a.cartId);
    await payWith(a, intent);
    await payWith(b, intent);
    const stolen = await b('POST', 'cart/order');
    expect(stolen.status).toBe(402);
    expect(stolen.body.error).toMatchObject({ param: 'billing' });
    expect((await a('POST', 'cart/order')).status).toBe(200);
  });

  it('an intent pays someone else’s cart: one created without a cart belongs to the first cart that names it', async () => {
    const a = await cartFor('a@example.com');
    const b = await cartFor('b@example.com');
    const intent = await authorised(1900, 'usd');
    await payWith(a, intent);
    await payWith(b, intent);
    expect((await b('POST', 'cart/order')).status).toBe(402);
    expect((await a('POST', 'cart/order')).status).toBe(200);
  });

  it('an intent pays someone else’s cart: the vault will not tie an intent to a second cart', async () => {
    const a = await cartFor('a@example.com');
    const intent = await authorised(1900, 'usd', a.cartId);
    await expect(
      createIntent(
        vault(),
        { gateway: 'stripe', intent: { id: intent.id, cart_id: 'cart_x' } },
        'put',
      ),
    ).rejects.toMatchObject({ code: 'vault_error' });
  });

  /** Orders a fresh cart of `email` with WELCOME10, paid with a card token (no intent). */
  const orderWithWelcome = async (email: string) => {
    const call = await cartFor(email);
    const coupon = await call('PUT', 'cart/coupon', { code: 'WELCOME10' });
    if (coupon.status !== 200) return coupon;
    const intent = await authorised(1710, 'usd', call.cartId);
    await payWith(call, intent);
    return call('POST', 'cart/order');
  };

  it('the first-order coupon repeats: WELCOME10 takes 10 % off a guest email’s first order only', async () => {
    const first = await orderWithWelcome('first@example.com');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ coupon_code: 'WELCOME10', discount_total: 1.9 });
    const again = await orderWithWelcome('FIRST@example.com');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ param: 'code' });
  });

  it('the first-order coupon repeats: a coupon applied before the email is checked again at the order', async () => {
    expect((await orderWithWelcome('early@example.com')).status).toBe(200);
    const call = storeCaller(backend);
    const cart = await call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    expect((await call('PUT', 'cart/coupon', { code: 'WELCOME10' })).status).toBe(200);
    await call('PUT', 'cart', { account: { email: 'early@example.com' } });
    await payWith(
      Object.assign(call, { cartId: String(cart.body.id) }),
      await authorised(1710, 'usd', String(cart.body.id)),
    );
    const order = await call('POST', 'cart/order');
    expect(order.status).toBe(400);
    expect(order.body.error).toMatchObject({ param: 'coupon_code' });
  });

  it('the first-order coupon repeats: an account’s second order pays full price', async () => {
    const email = 'member-order@example.com';
    const account = storeCaller(backend);
    expect((await account('POST', 'account', { email, password: 'secret-123' })).status).toBe(200);
    await account('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    expect((await account('PUT', 'cart/coupon', { code: 'WELCOME10' })).status).toBe(200);
    const cart = await account('GET', 'cart');
    await payWith(
      Object.assign(account, { cartId: String(cart.body.id) }),
      await authorised(1710, 'usd', String(cart.body.id)),
    );
    expect((await account('POST', 'cart/order')).status).toBe(200);
    await account('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    const second = await account('PUT', 'cart/coupon', { code: 'WELCOME10' });
    expect(second.status).toBe(400);
    // Another coupon still applies.
    expect((await account('PUT', 'cart/coupon', { code: 'SMASHING5' })).status).toBe(200);
  });

  it('the first-order coupon repeats: two first orders of one email placed at once make one', async () => {
    const ready = await Promise.all(
      [1, 2].map(async () => {
        const call = await cartFor('twice@example.com');
        expect((await call('PUT', 'cart/coupon', { code: 'WELCOME10' })).status).toBe(200);
        await payWith(call, await authorised(1710, 'usd', call.cartId));
        return call;
      }),
    );
    const orders = await Promise.all(ready.map((call) => call('POST', 'cart/order')));
    expect(orders.map((o) => o.status).sort()).toEqual([200, 400]);
  });
});
