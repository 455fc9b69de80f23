import type { OrderResponseBody } from '@paypal/paypal-js';
import { describe, expect, it } from 'vitest';
import { approvedCart } from '@payments/paypal/approve';
import type { CheckoutFacts } from '@payments/types';

const FACTS: CheckoutFacts = {
  cartId: 'cart-1',
  currency: 'EUR',
  captureTotal: 44,
  shippingRequired: true,
  hasSubscription: false,
  shipping: { city: 'Berlin', country: 'DE', service: 'standard' },
  billing: { email: 'ada@example.com' },
  returnUrl: 'http://shop.test/checkout/payment',
  cancelUrl: 'http://shop.test/checkout/payment',
};

const order = (fullName: string): OrderResponseBody => ({
  payer: { name: { given_name: 'Erika', surname: 'Mustermann' }, address: { country_code: 'DE' } },
  purchase_units: [
    {
      shipping: {
        name: { full_name: fullName },
        address: { address_line_1: 'Hauptstr. 1', admin_area_2: 'Berlin', country_code: 'DE' },
      },
    },
  ],
});

describe('PayPal: what an approval writes to the cart', () => {
  it('names the recipient PayPal ships to, who need not be the payer', () => {
    const shipping = (fullName: string) =>
      approvedCart(order(fullName), 'paypal_1', FACTS).shipping as Record<string, string>;
    expect(shipping('Erika Mustermann')).toMatchObject({
      first_name: 'Erika',
      last_name: 'Mustermann',
      name: 'Erika Mustermann',
    });
    expect(shipping('Ada King Lovelace')).toMatchObject({
      first_name: 'Ada King',
      last_name: 'Lovelace',
      name: 'Ada King Lovelace',
    });
    expect(shipping('Cher')).toMatchObject({ first_name: 'Cher', last_name: '', name: 'Cher' });
    expect(shipping('')).toMatchObject({ first_name: 'Erika', name: 'Erika Mustermann' });
  });

  it('writes whole addresses only, keeping the cart’s service and billing address otherwise', () => {
    // PayPal told only the payer's country: the billing address the shopper typed stays.
    const patch = approvedCart(order('Ada Lovelace'), 'paypal_1', FACTS);
    expect(patch).toEqual({
      billing: {
        method: 'paypal',
        paypal: { order_id: 'paypal_1' },
        intent: { paypal: { id: 'paypal_1' } },
        card: null,
      },
      shipping: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        name: 'Ada Lovelace',
        address1: 'Hauptstr. 1',
        address2: '',
        city: 'Berlin',
        state: '',
        zip: '',
        country: 'DE',
        service: 'standard',
      },
    });
    const withAddress = order('Ada Lovelace');
    const payer = {
      ...withAddress.payer,
      address: { address_line_1: 'Heidestraße 17', postal_code: '51147', country_code: 'DE' },
    };
    expect(approvedCart({ ...withAddress, payer }, 'paypal_1', FACTS).billing).toEqual({
      method: 'paypal',
      paypal: { order_id: 'paypal_1' },
      intent: { paypal: { id: 'paypal_1' } },
      card: null,
      name: 'Erika Mustermann',
      first_name: 'Erika',
      last_name: 'Mustermann',
      address1: 'Heidestraße 17',
      address2: '',
      city: '',
      state: '',
      zip: '51147',
      country: 'DE',
    });
  });
});
