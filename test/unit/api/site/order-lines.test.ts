import { describe, expect, it } from 'vitest';
import { getMyOrders, getOrder } from '@api/site';
import type { SiteOptions } from '@api/site';

const LINE = {
  id: 'item-1',
  productId: 'prod-sb7-ebook',
  sku: 'smashing-book-7-ebook',
  type: 'ebook',
  title: 'Smashing Book 7 (eBook)',
  quantity: 1,
  price: 19,
  priceTotal: 19,
  discountTotal: 0,
};

/** A site API that answers every request with `body`, as a store naming lines `line_items`. */
const answering = (body: unknown): SiteOptions => ({
  baseUrl: 'https://site.test',
  fetch: async () =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
});

const order = (lines: Record<string, unknown>) => ({ id: 'ord_1', number: '100042', ...lines });

describe('orders with their lines under items or line_items (SPEC point 3)', () => {
  it('reads line_items as the order’s items, on the order page and the member’s orders', async () => {
    const listed = order({ line_items: [LINE] });
    expect((await getOrder(answering(listed), 'ord_1', 'key')).items).toEqual([LINE]);
    expect((await getMyOrders(answering(listed), 'token', 'ord_1')).items).toEqual([LINE]);
    const page = { count: 1, page: 1, pages: 1, results: [listed] };
    const [first] = (await getMyOrders(answering(page), 'token')).results;
    expect(first?.items).toEqual([LINE]);
    expect(first).not.toHaveProperty('line_items');
  });

  it('keeps items when the answer names them so', async () => {
    const listed = order({ items: [LINE] });
    expect(await getOrder(answering(listed), 'ord_1', 'key')).toEqual(listed);
  });
});
