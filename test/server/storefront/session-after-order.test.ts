import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { goodCardToken, readyToOrder } from '../concurrency/shop';

// An order empties its session's cart; the session goes on, and a logout must still work
// (a member buys, then logs out: the cart forgets them through the store's logout).
describe('storefront: a session after its order', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('logs out once its cart became an order, and again with a new cart', async () => {
    const token = await goodCardToken(backend.db);
    const shop = await readyToOrder([backend.base], token, 'after@example.com', 'prod-sb7-ebook');
    expect((await shop('POST', 'cart/order')).status).toBe(200);
    const out = await shop('POST', 'account/logout');
    expect(out).toEqual({ status: 200, body: { success: true } });
    const added = await shop('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    expect(added.status).toBe(200);
    expect((await shop('POST', 'account/logout')).status).toBe(200);
  });
});
