import type { BraintreeError as BraintreeErrorShape } from '@payments/braintree/types';

/** Braintree's error: an Error named BraintreeError, with its code, type and details. */
export class BraintreeError extends Error implements BraintreeErrorShape {
  override readonly name = 'BraintreeError';
  constructor(
    readonly code: string,
    readonly type: BraintreeErrorShape['type'],
    message: string,
    readonly details?: BraintreeErrorShape['details'],
  ) {
    super(message);
  }
}

/** Braintree's words for the refusals the stand-in makes, verbatim. */
export const ERRORS = {
  invalidAuthorization: () =>
    new BraintreeError(
      'CLIENT_INVALID_AUTHORIZATION',
      'MERCHANT',
      'Authorization is invalid. Make sure your client token or tokenization key is valid.',
    ),
  invalidContainer: (field: string) =>
    new BraintreeError(
      'HOSTED_FIELDS_INVALID_FIELD_SELECTOR',
      'MERCHANT',
      'Selector does not reference a valid DOM node.',
      { fieldSelector: field },
    ),
  fieldsEmpty: () =>
    new BraintreeError(
      'HOSTED_FIELDS_FIELDS_EMPTY',
      'CUSTOMER',
      'All fields are empty. Cannot tokenize empty card fields.',
    ),
  fieldsInvalid: (invalidFieldKeys: BraintreeErrorShape['details'] & object) =>
    new BraintreeError(
      'HOSTED_FIELDS_FIELDS_INVALID',
      'CUSTOMER',
      'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
      invalidFieldKeys,
    ),
  network: () =>
    new BraintreeError(
      'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
      'NETWORK',
      'A tokenization network error occurred.',
    ),
  failed: () =>
    new BraintreeError(
      'HOSTED_FIELDS_FAILED_TOKENIZATION',
      'CUSTOMER',
      'The supplied card data failed tokenization.',
    ),
  tornDown: (method: string) =>
    new BraintreeError(
      'METHOD_CALLED_AFTER_TEARDOWN',
      'MERCHANT',
      `${method} cannot be called after teardown.`,
    ),
} as const;
