import { ApiError } from './errors';

// Apart from the card checks (cards.ts): every store answer may carry a vault error, so this
// goes wherever the storefront client goes, while the checks go only where a card is typed.

/** The vault's fallback when its error carries no message. */
export const VAULT_UNKNOWN_ERROR = 'Unknown error';

/** Card errors are payment failures: HTTP 402 (SPEC point 8). */
export const CARD_ERROR_STATUS = 402;

/** The card error of SPEC point 8: status 402 with its code and param. */
export const cardError = (message: string, code: string, param?: string): ApiError =>
  new ApiError(message, CARD_ERROR_STATUS, code, param);

/** A vault error: the first error's message (or 'Unknown error') and its key as param. */
export function vaultError(
  errors: Readonly<Record<string, { message?: string } | undefined>>,
): ApiError {
  const [param, first] = Object.entries(errors)[0] ?? [];
  return cardError(first?.message || VAULT_UNKNOWN_ERROR, 'vault_error', param);
}
