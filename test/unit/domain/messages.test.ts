import { describe, expect, it } from 'vitest';
import * as catalogue from '@domain';
import * as m from '@domain/messages';
import { ApiError } from '@domain/errors';

const long = (inner: string) => {
  const wrapped = `Stripe error: {"error":{"type":"card_error","message":"${inner}","code":"x"}} `;
  return wrapped.padEnd(151, '.');
};

describe('message source precedence (SPEC point 8)', () => {
  it.each([
    [
      'json.error_description',
      { json: { error_description: 'a', message: 'b' }, message: 'c' },
      'a',
    ],
    ['json.message', { json: { message: 'b', msg: 'c' } }, 'b'],
    ['json.msg', { json: { msg: 'c' }, error: { message: 'd' } }, 'c'],
    ['error.message', { error: { message: 'd' }, message: 'e' }, 'd'],
    ['message', { message: 'e', msg: 'f' }, 'e'],
    ['msg', { msg: 'f', description: 'g' }, 'f'],
    ['description', { description: 'g' }, 'g'],
    ['blank values are skipped', { json: { message: '  ' }, msg: 'f' }, 'f'],
    ['nothing: DEFAULT', {}, m.DEFAULT_MESSAGE],
    ['not an object: DEFAULT', 'boom', m.DEFAULT_MESSAGE],
    ['null: DEFAULT', null, m.DEFAULT_MESSAGE],
  ])('%s', (_rule, source, expected) => expect(m.messageOf(source)).toBe(expected));

  it('DEFAULT is the spec wording', () => {
    expect(m.DEFAULT_MESSAGE).toBe(catalogue.DEFAULT_MESSAGE);
  });
});

describe('user messages', () => {
  it.each([
    ['a price mismatch', { message: m.AUTHORIZED_AMOUNT_MISMATCH }, m.PRICE_MISMATCH_MESSAGE],
    [
      'a British spelling',
      { message: 'The authorised amount does not match the order' },
      m.PRICE_MISMATCH_MESSAGE,
    ],
    ['150 characters: kept', { message: 'x'.repeat(150) }, 'x'.repeat(150)],
    [
      '151 with an embedded message: the inner one',
      { message: long('Your card was declined.') },
      'Your card was declined.',
    ],
    ['an escaped inner quote', { message: long('Say \\"hi\\"') }, 'Say "hi"'],
    ['151 without one: kept', { message: 'y'.repeat(151) }, 'y'.repeat(151)],
    ['an ordinary message', { msg: 'Email not confirmed' }, 'Email not confirmed'],
  ])('%s', (_rule, source, expected) => expect(m.userMessage(source)).toBe(expected));

  it('PRICE_MISMATCH is the spec wording', () => {
    expect(m.PRICE_MISMATCH_MESSAGE).toBe(catalogue.PRICE_MISMATCH_MESSAGE);
  });
});

describe('store errors', () => {
  it('maps the Storefront error body with its status', () => {
    const error = m.storeApiError(
      { error: { message: 'Bad coupon', code: 'invalid_coupon', param: 'code' } },
      400,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error?.message, error?.status, error?.code, error?.param]).toEqual([
      'Bad coupon',
      400,
      'invalid_coupon',
      'code',
    ]);
  });

  it.each([
    ['a string error', { error: 'Not allowed' }, ['Not allowed', 403, undefined, undefined]],
    ['no error body', { message: 'x' }, undefined],
    ['not JSON at all', null, undefined],
  ])('%s', (_rule, body, expected) => {
    const error = m.storeApiError(body, 403);
    expect(error && [error.message, error.status, error.code, error.param]).toEqual(expected);
  });

  it.each([
    [m.connectionError(502), [catalogue.CONNECTION_ERROR_MESSAGE, 502, 'connection_error']],
    [m.connectionError(), [catalogue.CONNECTION_ERROR_MESSAGE, 0, 'connection_error']],
    [m.requestTimeoutError(20000), ['Request timed out after 20 seconds', 500, 'request_error']],
    [m.paymentCancelled(), [m.PAYMENT_CANCELLED, 400, 'payment_cancelled']],
  ])('%s', (error, [message, status, code]) => {
    expect([error.message, error.status, error.code]).toEqual([message, status, code]);
  });
});

describe('templated messages (SPEC point 8)', () => {
  it.each([
    [
      m.paymentsDisabled('Klarna'),
      'Klarna payments are disabled. See Payment settings in the dashboard for details',
    ],
    [m.unsupportedPaymentMethod('bitcoin'), 'Unsupported payment method: bitcoin'],
    [m.notLoaded('Stripe'), 'Stripe was not loaded'],
    [m.addedToCart('Smashing Book 7'), 'Smashing Book 7 is in your cart.'],
    [
      m.signupSent('a@example.com'),
      'Almost there! We sent a confirmation link to a@example.com. Follow it to finish signing up.',
    ],
    [m.emailChanged('b@example.com'), 'Done! We will write to b@example.com from now on.'],
    [m.linkProblem('Invalid token'), m.LINK_EXPIRED],
    [m.linkProblem('Token has expired'), m.LINK_EXPIRED],
    [m.linkProblem('User not found'), m.LINK_EXPIRED],
    [m.linkProblem(m.CONNECTION_ERROR_MESSAGE), m.CONNECTION_ERROR_MESSAGE],
    [m.settingMissing('Amazon Pay', 'merchant_id'), 'Amazon Pay merchant_id is missing'],
    [m.elementNotFound('paypal-button'), "DOM element with 'paypal-button' ID not found"],
    [m.unsupportedIntentStatus('canceled'), 'Unsupported intent status: canceled'],
    [m.deviceNotCapable('Google Pay'), 'This device is not capable of making Google Pay payments'],
    [m.deviceNotCapable('Apple Pay'), 'This device is not capable of making Apple Pay payments'],
    [m.domainNotVerified('shop.example'), 'shop.example domain is not verified'],
    [m.unknownRedirectStatus('pending'), 'Unknown redirect status: pending'],
    [m.purchaseOptionNotFound('trial'), "Product purchase option 'trial' not found or not active"],
    [m.subscriptionPlanNotFound('p1'), "Subscription purchase plan 'p1' not found or not active"],
    [
      m.unknownGateway('acme'),
      'We don\'t know the payment gateway "acme" — even our cats looked everywhere.',
    ],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    [m.CART_NOT_FOUND, 'Cart not found'],
    [m.PAYMENT_NOT_FOUND, catalogue.PAYMENT_NOT_FOUND],
    [m.SETTINGS_LOAD_FAILED, catalogue.SETTINGS_LOAD_FAILED],
    [m.PAYMENT_AUTHENTICATION_FAILED, catalogue.PAYMENT_AUTHENTICATION_FAILED],
    [m.STRIPE_ELEMENT_UNDEFINED, catalogue.STRIPE_ELEMENT_UNDEFINED],
    [m.STRIPE_INTENT_UNDEFINED, catalogue.STRIPE_INTENT_UNDEFINED],
    [m.GOOGLE_MERCHANT_ID_UNDEFINED, catalogue.GOOGLE_MERCHANT_ID_UNDEFINED],
    [m.STRIPE_KEY_UNDEFINED, catalogue.STRIPE_KEY_UNDEFINED],
    [m.PAYSAFECARD_PAYMENT_UNDEFINED, catalogue.PAYSAFECARD_PAYMENT_UNDEFINED],
    [m.PAYSAFECARD_PAYMENT_ID_UNDEFINED, catalogue.PAYSAFECARD_PAYMENT_ID_UNDEFINED],
    [m.KLARNA_SESSION_UNDEFINED, catalogue.KLARNA_SESSION_UNDEFINED],
    [m.PAYMENT_ELEMENT_PARAMS_MISSING, catalogue.PAYMENT_ELEMENT_PARAMS_MISSING],
    [m.TOKENIZATION_PARAMS_MISSING, catalogue.TOKENIZATION_PARAMS_MISSING],
    [m.REDIRECT_PARAMS_MISSING, catalogue.REDIRECT_PARAMS_MISSING],
    [m.PAYPAL_AMOUNT_INVALID, catalogue.PAYPAL_AMOUNT_INVALID],
    [m.AMAZON_SESSION_MISSING, catalogue.AMAZON_SESSION_MISSING],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});
