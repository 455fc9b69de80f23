import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cart,
  $cartStatus,
  $coupon,
  $itemCount,
  $memberTotalDiscount,
  addItem,
  applyCoupon,
  ensureCart,
  removeCoupon,
  removeItem,
  setItems,
  updateItem,
} from '@stores/cart';
import type { CartView } from '@stores/cart';
import { setUser } from '@stores/user/state';
import { PLAN_DISCOUNT_PERCENT } from '@domain';
import { connectStores } from '../../../support/connected';

describe('the cart store against the reference backend', () => {
  beforeEach(() => {
    connectStores();
  });

  it('loads an empty cart, then adds by sku with the cross-sell product', async () => {
    expect($cartStatus.get()).toBe('idle');
    const loading = ensureCart();
    expect($cart.get()).toMatchObject({ loading: true, fetching: true, phase: 'start' });
    expect($cartStatus.get()).toBe('loading');
    await loading;
    expect($cart.get()).toMatchObject({ loaded: true, loading: false, cart: null });
    await addItem('smashing-book-7-print', 2);
    const cart = $cart.get().cart;
    expect(cart?.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['smashing-book-7-print', 2],
      ['smashing-book-7-companion-ebook', 2],
    ]);
    expect(cart).toMatchObject({ total: 8800, currency: 'USD' });
    // Two books chosen: each companion eBook counts with its book.
    expect($itemCount.get()).toBe(2);
    expect($cartStatus.get()).toBe('ready');
  });

  it('ignores an unknown sku without a request or an error', async () => {
    expect(await addItem('no-such-book')).toBeUndefined();
    expect($cart.get()).toMatchObject({ error: null, cart: null, phase: 'idle' });
  });

  it('updates, removes and empties', async () => {
    await addItem('form-design-patterns-ebook');
    const id = $cart.get().cart?.items[0]?.id ?? '';
    await updateItem(id, 3);
    expect($cart.get().cart?.items[0]?.quantity).toBe(3);
    await addItem('smashing-book-7-ebook');
    await removeItem(id);
    expect($cart.get().cart?.items.map((i) => i.sku)).toEqual(['smashing-book-7-ebook']);
    await setItems([]);
    expect($itemCount.get()).toBe(0);
  });

  it('keeps a coupon error on the coupon, and the cart as it was', async () => {
    await addItem('smashing-book-7-ebook');
    const before = $cart.get().cart;
    await expect(applyCoupon('NOPE')).rejects.toThrow();
    expect($cart.get()).toMatchObject({
      cart: before,
      error: null,
      coupon: { validating: false, error: 'Invalid coupon code: NOPE' },
    });
    const validating = applyCoupon(' welcome10 ');
    expect($cart.get().coupon.validating).toBe(true);
    await validating;
    expect($coupon.get()).toEqual({ code: 'WELCOME10', amount: 190 });
    await removeCoupon();
    expect($coupon.get()).toBeNull();
  });

  it('leaves the cart exactly as it was when the store refuses', async () => {
    await addItem('smashing-book-7-ebook');
    const before = $cart.get().cart;
    await expect(addItem('inclusive-components-print')).rejects.toMatchObject({
      code: 'out_of_stock',
    });
    expect($cart.get()).toMatchObject({ cart: before, phase: 'fail', loading: false });
    expect($cart.get().error).toMatch(/out of stock/);
  });

  it("derives the member discount from the reader's plan", async () => {
    await addItem('smashing-book-7-ebook', 2);
    expect($memberTotalDiscount.get()).toBe(0);
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'smashing' } },
    });
    expect($memberTotalDiscount.get()).toBe((3800 * PLAN_DISCOUNT_PERCENT.smashing) / 100);
  });
});

describe('twenty concurrent adds', () => {
  it('reach the store one at a time, in order; a failure in the middle changes nothing', async () => {
    const sent: { body: string; start: number; end: number }[] = [];
    let clock = 0;
    connectStores(async (input, init) => {
      const entry = { body: String(init?.body ?? ''), start: (clock += 1), end: 0 };
      sent.push(entry);
      try {
        return await fetch(input, init);
      } finally {
        entry.end = clock += 1;
      }
    });
    const snapshots: (CartView | null)[] = [];
    const unsubscribe = $cart.listen((state) => {
      if (!state.fetching || state.phase !== 'start') snapshots.push(state.cart);
    });
    const calls = Array.from({ length: 21 }, (_, i) =>
      i === 10
        ? addItem('inclusive-components-print').then(
            () => 'added',
            () => 'refused',
          )
        : addItem('webinar-accessible-design-systems').then(() => 'added'),
    );
    const results = await Promise.all(calls);
    unsubscribe();

    expect(results.filter((r) => r === 'refused')).toHaveLength(1);
    const adds = sent.filter((s) => s.body.includes('product_id'));
    expect(adds).toHaveLength(21);
    // One at a time: each request starts after the previous one ended.
    adds.slice(1).forEach((entry, i) => expect(entry.start).toBeGreaterThan(adds[i]?.end ?? 0));
    // In call order: the refused product went out eleventh.
    expect(adds.map((a) => a.body.includes('prod-inclusive-print'))).toEqual(
      Array.from({ length: 21 }, (_, i) => i === 10),
    );
    expect($cart.get().cart?.items).toMatchObject([{ quantity: 20 }]);
    expect($cart.get()).toMatchObject({ loading: false, fetching: false });
    // The refused call left the cart as the tenth add had left it.
    const quantities = snapshots.map((c) => c?.items[0]?.quantity);
    expect(quantities).toContain(10);
    const afterTenth = quantities.indexOf(10);
    expect(quantities[afterTenth + 1]).toBe(10);
    expect(quantities.at(-1)).toBe(20);
  });
});
