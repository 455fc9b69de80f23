import { identityError, tokenError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import type { ErrorFor } from './jwt';

/** The identity service's own error shape, `{ code, msg }`. */
export const shape: ErrorShape = (status, message) => identityError(status, message);

/** The token endpoint's shape, `{ error, error_description }` (OAuth's). */
export const tokenShape: ErrorShape = (status, message) =>
  tokenError(status, 'invalid_request', message);

/** A refused bearer token, in the service's shape. */
export const bearerError: ErrorFor = (status, _problem, message) => identityError(status, message);
