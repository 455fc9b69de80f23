import { describe, expect, it } from 'vitest';
import type { CartItem, StoreCart } from '@api/storefront/types';
import { needsShipping } from '@stores/cart/readiness';
import { toCartView } from '@stores/cart/view';
import { checkoutFacts } from '@stores/payment/port';

/** A line whose product names its type only where a store keeps it: `content.productType`. */
const line = (productType: string | undefined): CartItem => ({
  id: `item-${productType ?? 'untyped'}`,
  product_id: 'prod-1',
  quantity: 1,
  price: 10,
  price_total: 10,
  product: { name: 'A product', ...(productType ? { content: { productType } } : {}) },
});

const cart = (...items: CartItem[]) => toCartView({ id: 'cart-1', items } satisfies StoreCart);

describe('cart lines typed through content.productType (SPEC point 3)', () => {
  it('read the type from there', () => {
    expect(cart(line('job post')).items[0]?.productType).toBe('job post');
  });

  it('a job post needs no shipping; a printed book does', () => {
    expect(needsShipping(cart(line('job post')))).toBe(false);
    expect(needsShipping(cart(line('book')))).toBe(true);
    expect(checkoutFacts(cart(line('job post'), line('ticket')), '/pay').shippingRequired).toBe(
      false,
    );
  });

  it('a subscription line is a subscription', () => {
    expect(checkoutFacts(cart(line('membership')), '/pay').hasSubscription).toBe(true);
    expect(checkoutFacts(cart(line('ebook')), '/pay').hasSubscription).toBe(false);
  });

  it('a line of no known type is shipped: the spec never lets one go without an address', () => {
    expect(needsShipping(cart(line(undefined)))).toBe(true);
  });

  it('still reads the reference backend’s type', () => {
    const served = { ...line(undefined), product: { name: 'eBook', type: 'ebook' } };
    expect(needsShipping(cart(served))).toBe(false);
  });
});

describe("a cart's currency for the payment flows (SPEC point 9)", () => {
  it('shows in the store default when the cart names none, and tells the flows it named none', () => {
    const unnamed = toCartView({ id: 'cart-1', items: [line('book')] } satisfies StoreCart);
    expect(unnamed.currency).toBe('USD');
    expect(checkoutFacts(unnamed, '/pay')).not.toHaveProperty('namedCurrency');
    const named = toCartView({ id: 'cart-1', items: [line('book')], currency: 'eur' });
    expect(checkoutFacts(named, '/pay')).toMatchObject({ currency: 'EUR', namedCurrency: 'EUR' });
  });
});
