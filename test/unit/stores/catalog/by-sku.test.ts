import { afterEach, describe, expect, it, vi } from 'vitest';
import { productPrice } from '../../../../src/stores/catalog/price';
import { productTeaser } from '../../../../src/stores/catalog/teaser';
import { fakeCatalog } from '../../../support/fake-catalog';

const skus = (count: number, prefix = 'book') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

let shown: (() => void)[] = [];
afterEach(() => {
  shown.forEach((stop) => stop());
  shown = [];
});

/** Subscribes to the price of every sku at once, as a page's PriceTags do. */
const show = (list: readonly string[]) => {
  for (const sku of list) shown.push(productPrice(sku).listen(() => {}));
};

const allReady = (list: readonly string[]) =>
  vi.waitFor(() => {
    expect(list.filter((sku) => productPrice(sku).get().status === 'loading')).toEqual([]);
  });

describe('prices asked for by sku, batched', () => {
  it('asks for 250 skus shown in one task in 3 requests of at most 100', async () => {
    const { requests } = fakeCatalog();
    const page = skus(250);
    show(page);
    await allReady(page);
    expect(requests.map((asked) => asked.length)).toEqual([100, 100, 50]);
    expect(requests.flat().sort()).toEqual([...page].sort());
    expect(productPrice('book-249').get()).toEqual({
      status: 'ready',
      currency: 'USD',
      amount: 1000,
      kind: 'regular',
    });
  });

  it('asks for one sku in one request', async () => {
    const { requests } = fakeCatalog();
    show(['book-1']);
    await allReady(['book-1']);
    expect(requests).toEqual([['book-1']]);
  });

  it('asks once for a sku shown twice, and once more for neither a known nor a lacking one', async () => {
    const { requests } = fakeCatalog();
    show(['book-1', 'book-1', 'unknown-1']);
    shown.push(productTeaser('book-1').listen(() => {}));
    await allReady(['book-1', 'unknown-1']);
    expect(requests.map((asked) => asked.sort())).toEqual([['book-1', 'unknown-1']]);
    expect(productPrice('unknown-1').get()).toEqual({ status: 'unknown' });
    expect(productTeaser('book-1').get().status).toBe('ready');

    // Shown again later on the page (a tab, infinite scroll): already known.
    show(['book-1', 'unknown-1', 'book-2']);
    await allReady(['book-2']);
    expect(requests).toEqual([['book-1', 'unknown-1'], ['book-2']]);
  });

  it('leaves the prices of other skus alone when a batch arrives', async () => {
    fakeCatalog();
    const first = productPrice('book-1');
    show(['book-1']);
    await allReady(['book-1']);
    const seen = vi.fn();
    shown.push(first.listen(seen));
    show(['book-2']);
    await allReady(['book-2']);
    expect(seen).not.toHaveBeenCalled();
  });

  it('asks again for a sku whose request failed, the next time it is shown', async () => {
    const store = fakeCatalog();
    store.down = true;
    show(['book-1']);
    await vi.waitFor(() => expect(productPrice('book-1').get().status).toBe('error'));
    shown.forEach((stop) => stop());
    shown = [];
    store.down = false;
    show(['book-1']);
    await vi.waitFor(() => expect(productPrice('book-1').get().status).toBe('ready'));
    expect(store.requests).toEqual([['book-1'], ['book-1']]);
  });
});
