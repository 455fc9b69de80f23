import { describe, expect, it } from 'vitest';
import { walletOrder, walletValue } from '@payments/paypal/order';
import type { CheckoutFacts } from '@payments/types';

const FACTS: CheckoutFacts = {
  cartId: 'cart-1',
  currency: 'USD',
  captureTotal: 19.005,
  shippingRequired: false,
  hasSubscription: false,
  billing: {},
  returnUrl: 'http://shop.test/checkout/payment',
  cancelUrl: 'http://shop.test/checkout/payment',
};

describe('PayPal: the wallet intent body', () => {
  it('writes the amount as PayPal does: 2 decimals, whole units where PayPal has no cents', () => {
    expect(walletValue(19.005, 'USD')).toBe('19.01');
    expect(walletValue(44, 'EUR')).toBe('44.00');
    expect(walletValue(5800, 'JPY')).toBe('5800');
    expect(walletValue(1750.4, 'huf')).toBe('1750');
  });

  it('authorises the capture total, without PayPal’s address book for a cart that does not ship', () => {
    expect(walletOrder(FACTS, { client_id: 'c' })).toEqual({
      intent: 'AUTHORIZE',
      application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'CONTINUE' },
      purchase_units: [{ amount: { currency_code: 'USD', value: '19.01' } }],
    });
  });

  it('pays the onboarded merchant (by mode first), else the store owner’s PayPal', () => {
    const unit = (settings: Record<string, unknown>) =>
      walletOrder(FACTS, settings).purchase_units[0];
    expect(
      unit({ mode: 'sandbox', sandbox_merchant_id: 'SBX', merchant_id: 'LIVE' }),
    ).toMatchObject({
      payee: { merchant_id: 'SBX' },
    });
    expect(unit({ merchant_id: 'LIVE' })).toMatchObject({ payee: { merchant_id: 'LIVE' } });
    expect(unit({ store_owner_email: 'shop@example.com' })).toMatchObject({
      payee: { email_address: 'shop@example.com' },
    });
    expect(unit({})).not.toHaveProperty('payee');
  });

  it('keeps the PayPal account for a subscription’s renewals, coming back to the payment step', () => {
    const order = walletOrder({ ...FACTS, shippingRequired: true, hasSubscription: true }, {});
    expect(order).toMatchObject({
      application_context: { shipping_preference: 'GET_FROM_FILE' },
      payment_source: {
        paypal: {
          attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } },
          experience_context: {
            shipping_preference: 'GET_FROM_FILE',
            return_url: FACTS.returnUrl,
            cancel_url: FACTS.cancelUrl,
          },
        },
      },
    });
  });

  it('offers PayPal the shopper’s address when the cart ships and has one', () => {
    const shipping = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '350 Fifth Avenue',
      address2: 'Floor 3',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'US',
      service: 'express',
    };
    const unit = walletOrder({ ...FACTS, shippingRequired: true, shipping }, {}).purchase_units[0];
    expect(unit?.shipping).toEqual({
      name: { full_name: 'Ada Lovelace' },
      address: {
        address_line_1: '350 Fifth Avenue',
        address_line_2: 'Floor 3',
        admin_area_2: 'New York',
        admin_area_1: 'NY',
        postal_code: '10118',
        country_code: 'US',
      },
    });
    // No street yet, or nothing to ship: PayPal's address book alone.
    const none = (facts: Partial<CheckoutFacts>) =>
      walletOrder({ ...FACTS, shippingRequired: true, ...facts }, {}).purchase_units[0];
    expect(none({ shipping: { city: 'Berlin', country: 'DE' } })).not.toHaveProperty('shipping');
    expect(none({ shipping, shippingRequired: false })).not.toHaveProperty('shipping');
  });
});
