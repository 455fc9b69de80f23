import { describe, expect, it } from 'vitest';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '@domain/cards';
import { CONNECTION_ERROR_MESSAGE, DEFAULT_MESSAGE } from '@domain/messages';
import { CARD_INCOMPLETE } from '@domain/validation';
import { tokenizeFailure } from '@payments/braintree/tokenize-failure';
import type { BraintreeError } from '@payments/braintree/types';

const braintreeError = (code: string, details?: BraintreeError['details']): BraintreeError => ({
  name: 'BraintreeError',
  code,
  message: `Braintree says ${code}`,
  type: 'CUSTOMER',
  ...(details ? { details } : {}),
});

const said = (error: BraintreeError) => {
  const failure = tokenizeFailure(error) as { message: string; code?: string; param?: string };
  return [failure.message, failure.code, failure.param];
};

describe("Braintree's tokenisation refusals in the spec's card errors", () => {
  it('empty fields are an incomplete card', () => {
    expect(said(braintreeError('HOSTED_FIELDS_FIELDS_EMPTY'))).toEqual([
      CARD_INCOMPLETE,
      'invalid_card',
      'number',
    ]);
  });

  it('invalid fields name the first of them, in card order', () => {
    const invalid = (...keys: ('number' | 'expirationDate' | 'cvv')[]) =>
      said(braintreeError('HOSTED_FIELDS_FIELDS_INVALID', { invalidFieldKeys: keys }));
    expect(invalid('cvv', 'number')).toEqual([
      CARD_NUMBER_INVALID,
      'invalid_card_number',
      'number',
    ]);
    expect(invalid('cvv', 'expirationDate')).toEqual([
      CARD_EXPIRY_INVALID,
      'invalid_card_expiry',
      'exp_month',
    ]);
    expect(invalid('cvv')).toEqual([CARD_CVC_INVALID, 'invalid_card_cvc', 'exp_cvc']);
    expect(said(braintreeError('HOSTED_FIELDS_FIELDS_INVALID'))[0]).toBe(CARD_NUMBER_INVALID);
    expect(said(braintreeError('HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED'))[0]).toBe(
      CARD_CVC_INVALID,
    );
  });

  it('a lost connection is the connection error, anything else the catalogue default', () => {
    expect(said(braintreeError('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR'))).toEqual([
      CONNECTION_ERROR_MESSAGE,
      'connection_error',
      undefined,
    ]);
    expect(said(braintreeError('HOSTED_FIELDS_FAILED_TOKENIZATION'))).toEqual([
      DEFAULT_MESSAGE,
      'vault_error',
      undefined,
    ]);
  });

  it('what is not Braintree’s goes on as it is', () => {
    const error = new Error('offline');
    expect(tokenizeFailure(error)).toBe(error);
  });
});
