import { describe, expect, it } from 'vitest';
import * as catalogue from '@domain';
import * as p from '@domain/payments';
import * as m from '@domain/messages';

const message = (fn: () => unknown) => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('payment method settings (SPEC point 5)', () => {
  it.each([
    ['google without merchant id', 'google', {}, m.GOOGLE_MERCHANT_ID_UNDEFINED],
    ['google with merchant id', 'google', { merchant_id: 'g1' }, undefined],
    ['google with a per-mode id', 'google', { mode: 'test', test_merchant_id: 't1' }, undefined],
    ['apple without merchant id', 'apple', { mode: 'live' }, 'Apple Pay merchant_id is missing'],
    ['apple with merchant id', 'apple', { merchant_id: 'a1' }, undefined],
    ['card without key', 'card', undefined, m.STRIPE_KEY_UNDEFINED],
    ['card with key', 'card', { publishable_key: 'pk' }, undefined],
    ['card on the provider without key', 'card', { gateway: 'stripe' }, m.STRIPE_KEY_UNDEFINED],
    ['card on a hosted page needs no key', 'card', { gateway: 'quickpay' }, undefined],
    [
      'amazon without merchant id',
      'amazon',
      { public_key_id: 'k' },
      'Amazon Pay merchant_id is missing',
    ],
    [
      'amazon without public key id',
      'amazon',
      { merchant_id: 'm' },
      'Amazon Pay public_key_id is missing',
    ],
    ['amazon complete', 'amazon', { merchant_id: 'm', public_key_id: 'k' }, undefined],
    ['ideal needs nothing here', 'ideal', undefined, undefined],
  ] as const)('%s', (_rule, method, settings, expected) =>
    expect(p.checkMethodSettings(method, settings)?.message).toBe(expected),
  );

  it('prefers the per-mode merchant id', () => {
    expect(p.merchantIdOf({ mode: 'test', test_merchant_id: 't', merchant_id: 'm' })).toBe('t');
    expect(p.merchantIdOf({ mode: 'test', merchant_id: 'm' })).toBe('m');
    expect(p.merchantIdOf(undefined)).toBeUndefined();
  });

  it.each([
    [0, false, {}, m.PAYPAL_AMOUNT_INVALID],
    [-1, false, {}, m.PAYPAL_AMOUNT_INVALID],
    [Number.NaN, false, {}, m.PAYPAL_AMOUNT_INVALID],
    [10, true, { ppcp: false }, m.PAYPAL_SUBSCRIPTIONS_NEED_PPCP],
    [10, true, undefined, m.PAYPAL_SUBSCRIPTIONS_NEED_PPCP],
    [10, true, { ppcp: true }, undefined],
    [10, false, undefined, undefined],
  ])('wallet amount %s, subscription %s', (amount, subscription, settings, expected) =>
    expect(p.checkWallet(amount, subscription, settings)?.message).toBe(expected),
  );

  it('Amazon-style returns need the checkout session id', () => {
    expect(p.checkAmazonSession(undefined)?.message).toBe(catalogue.AMAZON_SESSION_MISSING);
    expect(p.checkAmazonSession('cs_1')).toBeUndefined();
  });
});

describe('purchase options (SPEC point 5)', () => {
  const product = {
    purchase_options: {
      standard: { active: true },
      trial: { active: false },
      gift: { active: true },
      subscription: { active: true, plans: [{ id: 'monthly' }, { id: 'old', active: false }] },
    },
  };
  it.each([
    ['standard', undefined, undefined],
    ['subscription', 'monthly', undefined],
    ['subscription', 'yearly', "Subscription purchase plan 'yearly' not found or not active"],
    ['subscription', 'old', "Subscription purchase plan 'old' not found or not active"],
    ['subscription', undefined, "Subscription purchase plan '' not found or not active"],
    ['trial', undefined, "Product purchase option 'trial' not found or not active"],
    ['gift', undefined, undefined],
    ['rental', undefined, "Product purchase option 'rental' not found or not active"],
  ])('%s %s', (option, plan, expected) =>
    expect(p.checkPurchaseOption(product, option, plan)).toBe(expected),
  );

  it('a subscription option without plans has no plan', () => {
    expect(
      p.checkPurchaseOption(
        { purchase_options: { subscription: { active: true } } },
        'subscription',
        'm',
      ),
    ).toBe("Subscription purchase plan 'm' not found or not active");
  });

  it('a product without options has only standard', () => {
    expect(p.checkPurchaseOption({}, 'subscription', 'x')).toBe(
      "Product purchase option 'subscription' not found or not active",
    );
  });
});

describe('intent and redirect statuses (SPEC point 4)', () => {
  it.each([
    ['requires_capture', 'capture'],
    ['requires_confirmation', 'confirm'],
  ])('card intent %s', (status, next) => expect(p.cardIntentNext(status)).toBe(next));
  it('any other card intent status is an error', () =>
    expect(message(() => p.cardIntentNext('succeeded'))).toBe(
      'Unsupported intent status: succeeded',
    ));

  it.each([
    ['requires_action', undefined],
    ['requires_source_action', undefined],
    ['succeeded', 'Unsupported intent status: succeeded'],
  ])('ideal intent %s', (status, expected) =>
    expect(message(() => p.checkIdealIntent(status))).toBe(expected),
  );

  it.each([
    ['SUCCESS', undefined],
    ['AUTHORIZED', undefined],
    ['CANCELED_CUSTOMER', m.PAYMENT_AUTHENTICATION_FAILED],
    ['EXPIRED', 'Unsupported intent status: EXPIRED'],
  ])('prepaid voucher %s', (status, expected) =>
    expect(message(() => p.prepaidVoucherResult(status))).toBe(expected),
  );

  it.each([
    ['succeeded', undefined],
    ['canceled', m.PAYMENT_CANCELLED],
    ['processing', 'Unknown redirect status: processing'],
    [undefined, 'Unknown redirect status: '],
  ])('redirect %s', (status, expected) =>
    expect(message(() => p.redirectResult(status))).toBe(expected),
  );

  it.each([
    ['canceled', m.PAYMENT_CANCELLED],
    ['succeeded', undefined],
  ])('wallet return %s', (status, expected) =>
    expect(message(() => p.walletReturn(status))).toBe(expected),
  );
});

describe('button defaults (SPEC point 9)', () => {
  it('Google Pay', () => {
    expect(p.GOOGLE_PAY).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    });
    expect(p.googlePayEnvironment('test')).toBe('TEST');
    expect(p.googlePayEnvironment('live')).toBe('PRODUCTION');
    expect(p.googlePayEnvironment(undefined)).toBe('PRODUCTION');
  });

  it('the rest', () => {
    expect([p.APPLE_PAY_VERSION, p.BRAINTREE_VERSION, p.SCRIPT_SETTLE_MS]).toEqual([
      3,
      '3.91.0',
      1000,
    ]);
    expect(p.PAYPAL_BUTTON).toEqual({
      height: 45,
      color: 'gold',
      shape: 'rect',
      label: 'paypal',
      layout: 'horizontal',
      tagline: false,
      elementId: 'paypal-button',
      shippingRequired: true,
    });
    expect(p.AMAZON_BUTTON).toEqual({
      placement: 'Checkout',
      color: 'Gold',
      elementId: 'amazonpay-button',
    });
    expect([p.amazonProductType(true), p.amazonProductType(false)]).toEqual([
      'PayAndShip',
      'PayOnly',
    ]);
    expect(p.PAYMENT_ELEMENT_IDS.google).toBe('googlepay-button');
    expect(p.BILLING_METHODS).toHaveLength(9);
  });
});
