import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as d from '@domain';

// The spec's quoted messages, proven verbatim against the spec itself, so no test writes a
// catalogue message a second time. The repository keeps a copy (docs/SPEC.md) so a clean
// clone can run this; where the team's shared copy sits beside the clone, the two must agree.
const SPEC = join(process.cwd(), 'docs', 'SPEC.md');
const SHARED_SPEC = join(process.cwd(), '..', 'shared', 'SPEC.md');

describe.runIf(existsSync(SHARED_SPEC))('the repository copy of SPEC.md', () => {
  it('is the shared spec, unchanged', () => {
    expect(readFileSync(SPEC, 'utf8')).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });
});

describe('messages quoted by SPEC.md, verbatim', () => {
  const spec = readFileSync(SPEC, 'utf8');

  it.each(
    Object.entries({
      DEFAULT_MESSAGE: d.DEFAULT_MESSAGE,
      PRICE_MISMATCH_MESSAGE: d.PRICE_MISMATCH_MESSAGE,
      EMAIL_EMPTY: d.EMAIL_EMPTY,
      EMAIL_INVALID: d.EMAIL_INVALID,
      TERMS_NOT_ACCEPTED: d.TERMS_NOT_ACCEPTED,
      firstname: d.ADDRESS_MESSAGES.firstname,
      lastname: d.ADDRESS_MESSAGES.lastname,
      country: d.ADDRESS_MESSAGES.country,
      FIELD_EMPTY: d.FIELD_EMPTY,
      CARD_DETAILS_MISSING: d.CARD_DETAILS_MISSING,
      CARD_NUMBER_INVALID: d.CARD_NUMBER_INVALID,
      CARD_EXPIRY_INVALID: d.CARD_EXPIRY_INVALID,
      CARD_CVC_INVALID: d.CARD_CVC_INVALID,
      VAULT_UNKNOWN_ERROR: d.VAULT_UNKNOWN_ERROR,
      CONNECTION_ERROR_MESSAGE: d.CONNECTION_ERROR_MESSAGE,
      CART_NOT_FOUND: d.CART_NOT_FOUND,
      PAYMENT_NOT_FOUND: d.PAYMENT_NOT_FOUND,
      SETTINGS_LOAD_FAILED: d.SETTINGS_LOAD_FAILED,
      PAYMENT_AUTHENTICATION_FAILED: d.PAYMENT_AUTHENTICATION_FAILED,
      STRIPE_ELEMENT_UNDEFINED: d.STRIPE_ELEMENT_UNDEFINED,
      STRIPE_INTENT_UNDEFINED: d.STRIPE_INTENT_UNDEFINED,
      GOOGLE_MERCHANT_ID_UNDEFINED: d.GOOGLE_MERCHANT_ID_UNDEFINED,
      STRIPE_KEY_UNDEFINED: d.STRIPE_KEY_UNDEFINED,
      PAYSAFECARD_PAYMENT_UNDEFINED: d.PAYSAFECARD_PAYMENT_UNDEFINED,
      PAYSAFECARD_PAYMENT_ID_UNDEFINED: d.PAYSAFECARD_PAYMENT_ID_UNDEFINED,
      KLARNA_SESSION_UNDEFINED: d.KLARNA_SESSION_UNDEFINED,
      PAYMENT_ELEMENT_PARAMS_MISSING: d.PAYMENT_ELEMENT_PARAMS_MISSING,
      TOKENIZATION_PARAMS_MISSING: d.TOKENIZATION_PARAMS_MISSING,
      REDIRECT_PARAMS_MISSING: d.REDIRECT_PARAMS_MISSING,
      PAYPAL_AMOUNT_INVALID: d.PAYPAL_AMOUNT_INVALID,
      AMAZON_SESSION_MISSING: d.AMAZON_SESSION_MISSING,
      paymentsDisabled: d.paymentsDisabled('{method}'),
      unsupportedPaymentMethod: d.unsupportedPaymentMethod('X'),
      notLoaded: d.notLoaded('{X}'),
      settingMissing: d.settingMissing('{X}', '{Y}'),
      elementNotFound: d.elementNotFound('{id}'),
      unsupportedIntentStatus: d.unsupportedIntentStatus('X'),
      deviceNotCapable: d.deviceNotCapable('Google Pay'),
      domainNotVerified: d.domainNotVerified('{domain}'),
      unknownRedirectStatus: d.unknownRedirectStatus('X'),
      purchaseOptionNotFound: d.purchaseOptionNotFound('X'),
      subscriptionPlanNotFound: d.subscriptionPlanNotFound('X'),
      ChunkLoadError: new d.ChunkLoadError('...').message,
    }),
  )('%s', (_name, message) => expect(spec).toContain(message));

  it('the timeout message follows the spec template', () => {
    expect(spec).toContain(d.requestTimeoutError(7000).message.replace('7', 'N'));
  });

  it('the card-not-complete message carries the spec sentence', () => {
    expect(spec).toContain('We would never save your credit card data, by the way.');
    expect(d.CARD_INCOMPLETE).toContain('We would never save your credit card data, by the way.');
  });
});
