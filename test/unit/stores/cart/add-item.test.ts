import { describe, expect, it, vi } from 'vitest';
import { $cart, addItem } from '@stores/cart';
import { productPrice } from '@stores/catalog/price';
import { connectOfflineStores, connectStores } from '../../../support/connected';

/** Connects the stores and keeps the query of every product list request. */
const productQueries = (): string[] => {
  const asked: string[] = [];
  connectStores((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/products')) asked.push(decodeURIComponent(url.search));
    return fetch(input, init);
  });
  return asked;
};

describe('adding by sku', () => {
  it("asks for the sku in the page's batch with the prices, not for the whole catalogue", async () => {
    const asked = productQueries();
    const $price = productPrice('smashing-book-7-print');
    const stop = $price.listen(() => undefined);
    await addItem('smashing-book-7-print');
    stop();
    expect(asked).toEqual([expect.stringContaining('[sku][$in]')]);
    expect(asked[0]).toContain('smashing-book-7-print');
    expect(asked[0]).not.toMatch(/[?&]page=/);
    expect($cart.get().cart?.items.map((item) => item.sku)).toEqual([
      'smashing-book-7-print',
      'smashing-book-7-companion-ebook',
    ]);
  });

  it("waits for a price's request still on its way, and asks nothing more", async () => {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    connectStores(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/products')) asked.push(url.search);
      await held;
      return fetch(input, init);
    });
    const stop = productPrice('smashing-book-7-ebook').listen(() => undefined);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const adding = addItem('smashing-book-7-ebook');
    answer();
    expect(await adding).not.toBeUndefined();
    stop();
    expect(asked).toHaveLength(1);
    expect($cart.get().cart?.items.map((item) => item.sku)).toEqual(['smashing-book-7-ebook']);
  });

  it('asks once for a product it knows already', async () => {
    const asked = productQueries();
    await addItem('smashing-book-7-ebook');
    await addItem('smashing-book-7-ebook');
    expect(asked).toHaveLength(1);
    expect($cart.get().cart?.items.map((item) => [item.sku, item.quantity])).toEqual([
      ['smashing-book-7-ebook', 2],
    ]);
  });

  it("fails with the lookup's message when the store cannot be reached, the cart untouched", async () => {
    connectOfflineStores();
    await expect(addItem('smashing-book-7-ebook')).rejects.toThrow();
    expect($cart.get()).toMatchObject({ cart: null, phase: 'idle' });
  });
});
