import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, $cartSummary, addItem } from '@stores/cart';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';

/** A fetch that counts the cart requests it passes on. */
function countingFetch() {
  const calls: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.endsWith('/cart')) calls.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
  return { calls, counting };
}

const settled = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

describe('the cart a widget shows', () => {
  let requests: { calls: string[]; counting: typeof fetch };
  beforeEach(() => {
    requests = countingFetch();
    connectStores(requests.counting);
  });

  it('loads the cart when the first widget shows it, once for every widget', async () => {
    const first = $cartSummary.listen(() => undefined);
    const second = $cartSummary.listen(() => undefined);
    await vi.waitFor(() => expect($cartSummary.get().status).toBe('ready'));
    expect($cartSummary.get()).toMatchObject({ cart: null, count: 0, error: null });
    expect(requests.calls).toEqual(['GET']);
    first();
    second();
  });

  it('is not loaded by code that only reads or watches the cart', async () => {
    const stop = $cart.listen(() => undefined);
    $cart.get();
    await settled();
    expect(requests.calls).toEqual([]);
    expect($cart.get().loading).toBe(false);
    stop();
  });

  it('follows the cart: count, total and the busy flag', async () => {
    const seen: boolean[] = [];
    const stop = $cartSummary.subscribe(({ loading }) => seen.push(loading));
    await vi.waitFor(() => expect($cartSummary.get().status).toBe('ready'));
    await addItem('smashing-book-7-ebook', 2);
    expect($cartSummary.get()).toMatchObject({ count: 2, cart: { total: 3800 }, loading: false });
    expect(seen).toContain(true);
    stop();
  });

  it('loads again for a widget shown right after the stores were reset (a new story)', async () => {
    const stop = $cartSummary.listen(() => undefined);
    await vi.waitFor(() => expect($cartSummary.get().status).toBe('ready'));
    stop();
    resetStores();
    const again = countingFetch();
    connectStores(again.counting);
    const shown = $cartSummary.listen(() => undefined);
    await vi.waitFor(() => expect($cartSummary.get().status).toBe('ready'));
    expect(again.calls).toEqual(['GET']);
    shown();
  });
});
