import { describe, expect, it } from 'vitest';
import { lineItem } from '@domain/commerce-events';
import { dataLayerName, ga4Push } from '@domain/ga4';

const BOOK = {
  sku: 'smashing-book-7-print',
  name: 'Smashing Book 7',
  price: 4450,
  productType: 'book',
};

describe('commerce events in GA4’s ecommerce shape', () => {
  const items = [lineItem(BOOK, 1)];
  const ga4Items = [
    {
      item_id: 'smashing-book-7-print',
      item_name: 'Smashing Book 7',
      item_category: 'book',
      price: 44.5,
      quantity: 1,
    },
  ];

  it('push add_to_cart and remove_from_cart with the currency, value and items', () => {
    const detail = { currency: 'USD', value: 44.5, items };
    expect(ga4Push('cart-add', detail)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'USD', value: 44.5, items: ga4Items },
    });
    expect(ga4Push('cart-remove', detail).event).toBe('remove_from_cart');
  });

  it('push the event each checkout step shown stands for', () => {
    const at = (step: 'details' | 'payment' | 'confirmation' | undefined) =>
      ga4Push('checkout-step', { ...(step ? { step } : {}), currency: 'USD', value: 44.5, items });
    expect(at('details')).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'USD', value: 44.5, items: ga4Items },
    });
    expect(at('payment').event).toBe('add_shipping_info');
    expect(
      ga4Push('checkout-step', { step: 'confirmation', paymentType: 'card', coupon: 'WELCOME' }),
    ).toEqual({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'card', coupon: 'WELCOME', items: [] },
    });
    expect(at(undefined).event).toBe('begin_checkout');
  });

  it('push a purchase with its transaction, tax and shipping, by number else by id', () => {
    const detail = {
      currency: 'EUR',
      value: 49.5,
      items,
      orderId: 'ord_1',
      orderNumber: '1001',
      tax: 0,
      shipping: 5,
    };
    expect(ga4Push('purchase', detail)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '1001',
        currency: 'EUR',
        value: 49.5,
        tax: 0,
        shipping: 5,
        items: ga4Items,
      },
    });
    const { orderNumber: _number, ...byId } = detail;
    void _number;
    expect(ga4Push('purchase', byId).ecommerce?.transaction_id).toBe('ord_1');
    expect(ga4Push('subscribe', { orderId: 'sub_1', items }).event).toBe('purchase');
  });

  it('push a sign-up with its method only', () => {
    expect(ga4Push('signup', { method: 'email' })).toEqual({ event: 'sign_up', method: 'email' });
    expect(ga4Push('signup', {})).toEqual({ event: 'sign_up', method: 'email' });
  });
});

describe('the page’s data layer name', () => {
  it('is a plain global name, or none', () => {
    expect(dataLayerName('dataLayer')).toBe('dataLayer');
    expect(dataLayerName('$layer_2')).toBe('$layer_2');
    expect(dataLayerName('')).toBeUndefined();
    expect(dataLayerName('window.dataLayer')).toBeUndefined();
    expect(dataLayerName('2layer')).toBeUndefined();
  });
});
