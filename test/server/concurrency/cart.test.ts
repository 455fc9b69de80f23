import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { shopper, statuses } from './shop';

// PGlite runs one statement at a time, PostgreSQL's pool runs them side by side: a cart read,
// changed in memory and written back loses whatever another request wrote in between. These
// run in both projects; on PGlite they pass by construction, on PostgreSQL only when every
// change of a cart is made under the session's row lock.
describe('a cart changed by many requests at once', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('counts every one of 40 adds of one product', { timeout: 30_000 }, async () => {
    const shop = shopper([backend.base]);
    await shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 });
    const adds = await Promise.all(
      Array.from({ length: 40 }, () =>
        shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 }),
      ),
    );
    expect(statuses(adds)).toEqual({ 200: 40 });
    const cart = await shop('GET', 'cart');
    expect(cart.body.items).toMatchObject([{ product_id: 'prod-forms-ebook', quantity: 41 }]);
  });

  it('keeps items, coupon and shipping written at the same moment', async () => {
    const shop = shopper([backend.base]);
    await shop('GET', 'cart');
    const products = [
      'prod-sb7-ebook',
      'prod-forms-ebook',
      'prod-inclusive-ebook',
      'prod-sb7-print',
    ];
    const answers = await Promise.all([
      ...products.map((product_id) => shop('POST', 'cart/items', { product_id, quantity: 2 })),
      shop('PUT', 'cart/coupon', { code: 'WELCOME10' }),
      shop('PUT', 'cart', { shipping: { country: 'DE' } }),
      shop('PUT', 'cart', { metadata: { note: 'purr' } }),
    ]);
    expect(statuses(answers)).toEqual({ 200: 7 });
    const cart = (await shop('GET', 'cart')).body;
    expect(cart.items?.map((i) => i.product_id).sort()).toEqual([...products].sort());
    expect(cart.items?.every((i) => i.quantity === 2)).toBe(true);
    expect(cart).toMatchObject({
      coupon_code: 'WELCOME10',
      shipping: { country: 'DE' },
      metadata: { note: 'purr' },
    });
  });

  it('applies a quantity change and a removal of two lines made at once', async () => {
    const shop = shopper([backend.base]);
    await shop('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    const both = await shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 });
    const [kept, removed] = both.body.items ?? [];
    await Promise.all([
      shop('PUT', `cart/items/${kept?.id}`, { quantity: 3 }),
      shop('DELETE', `cart/items/${removed?.id}`),
    ]);
    expect((await shop('GET', 'cart')).body.items).toMatchObject([
      { product_id: 'prod-sb7-ebook', quantity: 3 },
    ]);
  });

  it('keeps the items added while the session logs in', async () => {
    const owner = shopper([backend.base]);
    const email = `login-race-${Date.now()}@example.com`;
    await owner('POST', 'account', { email, password: 'purr-purr-42' });
    const shop = shopper([backend.base]);
    await shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 });
    const answers = await Promise.all([
      shop('POST', 'account/login', { email, password: 'purr-purr-42' }),
      ...Array.from({ length: 10 }, () =>
        shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 }),
      ),
    ]);
    expect(statuses(answers)).toEqual({ 200: 11 });
    const cart = (await shop('GET', 'cart')).body;
    expect(cart.items).toMatchObject([{ quantity: 11 }]);
    expect(cart).toMatchObject({ account: { email } });
  });

  it('hands a cart recovered by two sessions at once to one of them', async () => {
    const owner = shopper([backend.base]);
    const cart = await owner('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 2 });
    const checkoutId = String(cart.body.checkout_id);
    const recoverers = [shopper([backend.base]), shopper([backend.base]), shopper([backend.base])];
    const answers = await Promise.all(
      recoverers.map((shop) => shop('PUT', `cart/recover/${checkoutId}`)),
    );
    // The link moves the cart to whoever opens it, so the last may take it from the first;
    // never do two sessions end up with a copy each.
    expect(answers.every(({ status }) => status === 200 || status === 404)).toBe(true);
    const holders = await backend.db.query<{ id: string }>(
      "SELECT id FROM store_sessions WHERE cart ->> 'id' = $1",
      [cart.body.id],
    );
    expect(holders).toHaveLength(1);
    expect(recoverers.map((shop) => shop.session())).toContain(holders[0]?.id);
  });
});
