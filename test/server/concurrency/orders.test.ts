import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { goodCardToken, readyToOrder, shopper, statuses } from './shop';

const TICKET = 'prod-conf-freiburg';

// Stock, a cart's one order and an intent's one order, decided by the database whatever the
// number of requests racing for them.
describe('orders placed at the same moment', () => {
  let backend: TestBackend;
  let token: string;
  beforeAll(async () => {
    backend = await startBackend();
    token = await goodCardToken(backend.db);
  });
  afterAll(() => backend.close());

  it('sell exactly the last 10 tickets to 50 sessions', { timeout: 60_000 }, async () => {
    await backend.db.query('UPDATE products SET stock_level = 10 WHERE id = $1', [TICKET]);
    const shops = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        readyToOrder([backend.base], token, `fan-${i}@example.com`, TICKET),
      ),
    );
    const answers = await Promise.all(shops.map((shop) => shop('POST', 'cart/order')));
    expect(statuses(answers)).toEqual({ 200: 10, 400: 40 });
    const [left] = await backend.db.query<{ stock_level: number; stock_status: string }>(
      'SELECT stock_level, stock_status FROM products WHERE id = $1',
      [TICKET],
    );
    expect(left).toEqual({ stock_level: 0, stock_status: 'out_of_stock' });
    const [sold] = await backend.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders WHERE items @> $1::jsonb`,
      [JSON.stringify([{ product_id: TICKET }])],
    );
    expect(sold?.count).toBe(10);
  });

  it('make one order of a cart ordered twice at once', async () => {
    const shop = await readyToOrder([backend.base], token, 'twice@example.com', 'prod-sb7-ebook');
    const answers = await Promise.all([shop('POST', 'cart/order'), shop('POST', 'cart/order')]);
    expect(statuses(answers)).toEqual({ 200: 1, 400: 1 });
    const orders = await backend.db.query(
      "SELECT id FROM orders WHERE email = 'twice@example.com'",
    );
    expect(orders).toHaveLength(1);
  });

  it('never lose nor double an item added while the cart is ordered', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `late-${round}@example.com`;
      const shop = await readyToOrder([backend.base], token, email, 'prod-sb7-ebook');
      await Promise.all([
        shop('POST', 'cart/order'),
        shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 }),
      ]);
      const ordered = await backend.db.query<{ items: { product_id: string }[] }>(
        'SELECT items FROM orders WHERE email = $1',
        [email],
      );
      const inOrder = ordered.flatMap((o) => o.items.map((i) => i.product_id));
      const inCart = ((await shop('GET', 'cart')).body.items ?? []).map((i) => i.product_id);
      // The late item is in the order or in the cart, once; what was ordered left the cart.
      expect([...inOrder, ...inCart].sort()).toEqual(['prod-forms-ebook', 'prod-sb7-ebook']);
    }
  });

  it('of two products in either order, without a deadlock', { timeout: 60_000 }, async () => {
    const pair = ['prod-sb7-print', 'prod-inclusive-print'];
    const shops = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const shop = shopper([backend.base]);
        for (const product_id of i % 2 ? pair : [...pair].reverse()) {
          await shop('POST', 'cart/items', { product_id, quantity: 1 });
        }
        await shop('PUT', 'cart', {
          billing: { method: 'card', card: { token } },
          metadata: { details: { email: `pair-${i}@example.com` } },
          shipping: {
            first_name: 'Cat',
            last_name: 'Purr',
            address1: '1 Main St',
            city: 'Freiburg',
            zip: '79098',
            country: 'DE',
            service: 'standard',
          },
        });
        return shop;
      }),
    );
    const answers = await Promise.all(shops.map((shop) => shop('POST', 'cart/order')));
    expect(statuses(answers)).toEqual({ 200: 20 });
  });

  it('charge an intent for the amount of the order that used it', async () => {
    for (let round = 0; round < 8; round++) {
      const email = `intent-${round}@example.com`;
      const shop = await readyToOrder([backend.base], token, email, 'prod-sb7-ebook');
      const total = Number((await shop('GET', 'cart')).body.capture_total);
      const vault = async (method: 'post' | 'put', data: Record<string, unknown>) => {
        const query = qs.stringify({ $jsonp: { method }, $data: data, $key: 'pk_demo_magazine' });
        const res = await fetch(`${backend.base}/vault/intent?${query}`);
        return ((await res.json()) as { $data: { id: string } }).$data;
      };
      const intent = await vault('post', {
        gateway: 'stripe',
        intent: { amount: Math.round(total * 100), currency: 'usd', payment_method: token },
      });
      await shop('PUT', 'cart', {
        billing: { method: 'card', intent: { stripe: { id: intent.id } } },
      });
      await Promise.all([
        shop('POST', 'cart/order'),
        vault('put', { intent: { id: intent.id, amount: Math.round(total * 100) + 500 } }),
      ]);
      const [row] = await backend.db.query<{ amount: string; order_id: string | null }>(
        'SELECT amount, order_id FROM vault_intents WHERE id = $1',
        [intent.id],
      );
      if (row?.order_id) {
        const [order] = await backend.db.query<{ grand_total: string }>(
          'SELECT grand_total FROM orders WHERE id = $1',
          [row.order_id],
        );
        expect(Number(row.amount)).toBe(Math.round(Number(order?.grand_total) * 100));
      }
    }
  });
});
