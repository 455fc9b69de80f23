import type { StripeErrorType } from '@stripe/stripe-js';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';

/** The card provider's error type for an HTTP status, as its API answers. */
const typeOf = (status: number): StripeErrorType =>
  status === 402 ? 'card_error' : status >= 500 ? 'api_error' : 'invalid_request_error';

/** More than the shape's three fields: the param, the decline code, the intent it concerns. */
export interface ErrorDetails {
  readonly param?: string;
  readonly decline_code?: string;
  readonly payment_intent?: unknown;
}

/** The card provider's error: `{ error: { type, code, message, param? } }`. */
export const stripeError = (
  status: number,
  message: string,
  code: string,
  details: ErrorDetails = {},
) => new HttpError(status, { error: { type: typeOf(status), code, message, ...details } }, message);

/** The same shape for the router and the input boundary. */
export const stripeShape: ErrorShape = (status, message, code) =>
  stripeError(status, message, code);
