import { vaultError } from '@domain/card-errors';
import { ApiError } from '@domain/errors';
import { connectionError, messageOf, storeApiError, userMessage } from '@domain/messages';
import { isRecord } from './json';

/*
 * Each service's error shape read into the catalogue's ApiError (SPEC point 8). The shapes
 * differ because the services do; the reading is here, beside the transport, so a client only
 * names the one its service speaks.
 */

/**
 * The Storefront API: `{ error: { message, code, param } }` with the HTTP status; a refusal
 * without that body (a proxy's page, nothing) is a connection_error with the status.
 */
export const storeRefusal = (body: unknown, status: number): ApiError =>
  storeApiError(body, status) ?? connectionError(status);

/**
 * The main site API and the ad proxy: a JSON body (`{ msg }`) gives the catalogue's message
 * with the status; an answer with no such body a connection error.
 */
export const siteRefusal = (body: unknown, status: number): ApiError =>
  isRecord(body) ? new ApiError(userMessage(body), status) : connectionError(status);

/** The comments API: its `{ msg }`, else the catalogue's DEFAULT, always with the status. */
export const commentsRefusal = (body: unknown, status: number): ApiError =>
  new ApiError(userMessage({ json: body }), status);

/** A vault answer (docs/contracts.md): the envelope carries the outcome, not the HTTP status. */
export interface VaultAnswer {
  readonly $status?: number;
  readonly $data?: Record<string, unknown> & {
    readonly errors?: Record<string, { message?: string }>;
  };
  readonly $error?: unknown;
}

/**
 * The vault's `$data`, from the answer's text, or its failure: `$error` as request_error
 * (status 500), a `$status` of 300 or more or no `$data` (nothing readable) as
 * connection_error, `$data.errors` as the card's vault_error.
 */
export function vaultData(text: string): Record<string, unknown> {
  let answer: VaultAnswer | undefined;
  try {
    answer = JSON.parse(text) as VaultAnswer;
  } catch {
    // Not an answer: the connection error below.
  }
  if (answer?.$error !== undefined) {
    throw new ApiError(messageOf(answer.$error), 500, 'request_error');
  }
  if (!answer?.$data || (answer.$status ?? 0) >= 300) throw connectionError(answer?.$status ?? 0);
  if (answer.$data.errors) throw vaultError(answer.$data.errors);
  return answer.$data;
}

/**
 * A failed identity call (gotrue-js): its errors carry the service's body as `json` and the
 * status; anything without a status never reached the service.
 */
export function identityFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? new ApiError(userMessage(error), status) : connectionError();
}
