import { cardError } from '@domain/card-errors';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '@domain/cards';
import { connectionError, DEFAULT_MESSAGE } from '@domain/messages';
import { CARD_INCOMPLETE } from '@domain/validation';
import type { ApiError } from '@domain/errors';
import type { BraintreeError, HostedFieldName } from './types';

const isBraintreeError = (error: unknown): error is BraintreeError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'BraintreeError' &&
  typeof (error as { code?: unknown }).code === 'string';

/** A field Braintree refused, as the vault refuses it (SPEC point 8: code, param, words). */
const INVALID: Readonly<Record<HostedFieldName, () => ApiError>> = {
  number: () => cardError(CARD_NUMBER_INVALID, 'invalid_card_number', 'number'),
  expirationDate: () => cardError(CARD_EXPIRY_INVALID, 'invalid_card_expiry', 'exp_month'),
  cvv: () => cardError(CARD_CVC_INVALID, 'invalid_card_cvc', 'exp_cvc'),
};

const FIELD_ORDER: readonly HostedFieldName[] = ['number', 'expirationDate', 'cvv'];

/**
 * Braintree's tokenisation refusals in the spec's card errors, so the payment step says the
 * same as for any card: empty fields are an incomplete card, an invalid one names its field,
 * a lost connection is the connection error, anything else the catalogue's DEFAULT. What is
 * not Braintree's goes on as it is.
 */
export function tokenizeFailure(error: unknown): unknown {
  if (!isBraintreeError(error)) return error;
  switch (error.code) {
    case 'HOSTED_FIELDS_FIELDS_EMPTY':
      return cardError(CARD_INCOMPLETE, 'invalid_card', 'number');
    case 'HOSTED_FIELDS_FIELDS_INVALID': {
      const keys = error.details?.invalidFieldKeys ?? [];
      const first = FIELD_ORDER.find((field) => keys.includes(field)) ?? 'number';
      return INVALID[first]();
    }
    case 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED':
      return INVALID.cvv();
    case 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR':
      return connectionError();
    default:
      return cardError(DEFAULT_MESSAGE, 'vault_error');
  }
}
