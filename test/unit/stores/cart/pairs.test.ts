import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, addItem } from '@stores/cart';
import { $companionOf, removeLine, setLineQuantity } from '@stores/cart/pairs';
import { connectStores } from '../../../support/connected';

/** Requests the store answers with a failure. */
let refuse: ((method: string, path: string) => boolean) | undefined;
const sent: string[] = [];

const lines = () => $cart.get().cart?.items.map((i) => [i.sku, i.quantity]);
const idOf = (index: number) => $cart.get().cart?.items[index]?.id ?? '';

describe('paired cart lines (SPEC point 7: the cross-sell product comes with the same quantity)', () => {
  beforeEach(async () => {
    refuse = undefined;
    sent.length = 0;
    connectStores((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      if (url.pathname.includes('/cart')) sent.push(`${method} ${url.pathname}`);
      if (refuse?.(method, url.pathname)) {
        const body = JSON.stringify({ error: { message: 'The store is resting' } });
        return Promise.resolve(new Response(body, { status: 503 }));
      }
      return fetch(input, init);
    });
    await addItem('smashing-book-7-print');
    sent.length = 0;
  });

  it('knows each product’s companion once the product list is there', async () => {
    const stop = $companionOf.listen(() => undefined);
    await vi.waitFor(() => expect($companionOf.get()['prod-sb7-print']).toBe('prod-sb7-companion'));
    stop();
  });

  it('moves the companion with its line, and changes nothing for the same quantity', async () => {
    await setLineQuantity(idOf(0), 3);
    expect(lines()).toEqual([
      ['smashing-book-7-print', 3],
      ['smashing-book-7-companion-ebook', 3],
    ]);
    sent.length = 0;
    await setLineQuantity(idOf(0), 3);
    expect(sent).toEqual([]);
    await removeLine(idOf(0));
    expect(lines()).toEqual([]);
  });

  it('brings a removed line back when its companion cannot go with it', async () => {
    const before = $cart.get().cart;
    refuse = (method, path) => method === 'DELETE' && path.endsWith(idOf(1));
    await expect(removeLine(idOf(0))).rejects.toMatchObject({ message: 'The store is resting' });
    // The store's cart is the same again (the print line came back as a new line).
    expect($cart.get()).toMatchObject({ cart: before, error: 'The store is resting' });
    const fresh = await addItem('smashing-book-7-ebook');
    expect(fresh?.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['smashing-book-7-companion-ebook', 1],
      ['smashing-book-7-print', 1],
      ['smashing-book-7-ebook', 1],
    ]);
  });

  it('shows what the store holds, and still says why, when the undo fails too', async () => {
    const companion = idOf(1);
    refuse = (method, path) => {
      if (method !== 'PUT') return false;
      if (path.endsWith(companion)) return true;
      // The line's own change went through; putting it back does not.
      return sent.filter((s) => s.startsWith('PUT')).length > 2;
    };
    await expect(setLineQuantity(idOf(0), 2)).rejects.toThrow();
    expect(lines()).toEqual([
      ['smashing-book-7-print', 2],
      ['smashing-book-7-companion-ebook', 1],
    ]);
    expect($cart.get().error).toBe('The store is resting');
  });
});
