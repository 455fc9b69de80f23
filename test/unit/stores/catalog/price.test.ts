import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productPrice } from '@stores/catalog/price';
import { productTeaser } from '@stores/catalog/teaser';
import { setUser } from '@stores/user/state';
import { connectOfflineStores, connectStores } from '../../../support/connected';
import { fakeCatalog } from '../../../support/fake-catalog';

const MEMBER = {
  id: 'u',
  email: 'm@example.com',
  app_metadata: { subscription: { plan: 'member' } },
};

describe('the price a widget shows', () => {
  let listRequests: number;
  beforeEach(() => {
    listRequests = 0;
    connectStores((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url).pathname.endsWith('/products')) listRequests += 1;
      return fetch(input, init);
    });
  });

  it('loads the product list when first shown, one request for every sku', async () => {
    const print = productPrice('smashing-book-7-print');
    const bundle = productPrice('smashing-book-7-bundle');
    expect(productPrice('smashing-book-7-print')).toBe(print);
    const stops = [print.listen(() => undefined), bundle.listen(() => undefined)];
    expect(print.get()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(print.get().status).toBe('ready'));
    expect(print.get()).toEqual({
      status: 'ready',
      currency: 'USD',
      amount: 4400,
      kind: 'regular',
    });
    expect(bundle.get()).toMatchObject({ amount: 4900, struck: 5400, kind: 'sale' });
    expect(listRequests).toBe(1);
    stops.forEach((stop) => stop());
  });

  it("follows the reader's plan", async () => {
    const $price = productPrice('smashing-book-7-print');
    const stop = $price.listen(() => undefined);
    await vi.waitFor(() => expect($price.get().status).toBe('ready'));
    setUser(MEMBER);
    expect($price.get()).toMatchObject({ amount: 4180, struck: 4400, kind: 'member' });
    setUser(null);
    expect($price.get()).toMatchObject({ amount: 4400, kind: 'regular' });
    stop();
  });

  it('says when the store has no such product', async () => {
    const $price = productPrice('no-such-book');
    const stop = $price.listen(() => undefined);
    await vi.waitFor(() => expect($price.get()).toEqual({ status: 'unknown' }));
    stop();
  });

  it("carries the store's failure as the reader should read it", async () => {
    connectOfflineStores();
    const $price = productPrice('smashing-book-7-ebook');
    const stop = $price.listen(() => undefined);
    await vi.waitFor(() => expect($price.get().status).toBe('error'));
    expect($price.get()).toMatchObject({ message: expect.any(String) });
    stop();
  });
});

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
