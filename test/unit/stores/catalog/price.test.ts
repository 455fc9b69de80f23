import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productPrice } from '../../../../src/stores/catalog/price';
import { setUser } from '../../../../src/stores/user/state';
import { swapClients } from '../../../../src/stores/seam';
import { defaultConfig } from '../../../../src/config/config';
import { createStorefront } from '../../../../src/api/storefront/client';
import { connectStores } from '../../../support/connected';

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
    swapClients({
      config: defaultConfig('http://offline.invalid'),
      storefront: createStorefront({
        store: 'magazine',
        key: 'pk',
        url: 'http://offline.invalid',
        fetch: () => Promise.reject(new TypeError('offline')),
      }),
    });
    const $price = productPrice('smashing-book-7-ebook');
    const stop = $price.listen(() => undefined);
    await vi.waitFor(() => expect($price.get().status).toBe('error'));
    expect($price.get()).toMatchObject({ message: expect.any(String) });
    stop();
  });
});
