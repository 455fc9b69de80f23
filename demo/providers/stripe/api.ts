import type { StripeErrorType } from '@stripe/stripe-js';
import type { ProviderError } from './types';

/** Where the stand-in's endpoints are and the key they take. */
export interface Transport {
  /** The reference backend's origin (the one the script came from). */
  readonly base: string;
  readonly key: string;
}

export type Answer<T> = { readonly value: T } | { readonly error: ProviderError };

const CONNECTION_ERROR: ProviderError = {
  type: 'api_connection_error',
  code: 'api_connection_error',
  message: 'An error occurred with our connection to Stripe. Please try again.',
};

const TYPES: ReadonlySet<string> = new Set<StripeErrorType>([
  'api_connection_error',
  'api_error',
  'authentication_error',
  'card_error',
  'idempotency_error',
  'invalid_request_error',
  'rate_limit_error',
  'validation_error',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error of a refusal, as the provider's API words it; anything else is its api_error. */
function errorOf(body: unknown): ProviderError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const type = typeof error.type === 'string' && TYPES.has(error.type) ? error.type : 'api_error';
  return {
    ...error,
    type: type as StripeErrorType,
    code: typeof error.code === 'string' ? error.code : 'api_error',
    message: typeof error.message === 'string' ? error.message : 'An unknown error occurred.',
  };
}

/**
 * One call to the backend's stand-in endpoints (`/providers/stripe/v1/...`) with the
 * publishable key as a Bearer token. Refusals and lost connections resolve as errors, never
 * reject, as the provider's library answers.
 */
export async function call<T>(
  transport: Transport,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${transport.base}/providers/stripe/v1/${path}`, {
      method,
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${transport.key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { error: CONNECTION_ERROR };
  }
  const json: unknown = await response.json().catch(() => undefined);
  return response.ok && isRecord(json) ? { value: json as T } : { error: errorOf(json) };
}
