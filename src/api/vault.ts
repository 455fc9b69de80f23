import { checkCard, vaultError } from '../domain/cards';
import type { CardInput } from '../domain/cards';
import { ApiError } from '../domain/errors';
import { connectionError, messageOf, requestTimeoutError } from '../domain/messages';
import { encodeQuery } from './query-string';
import type { QueryValue } from './query-string';

export interface VaultOptions {
  readonly vaultUrl: string;
  readonly key: string;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  /** The clock for the expiry check; tests move it. */
  readonly now?: () => Date;
}

/** What the vault returns for a tokenised card; the number itself never comes back. */
export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc_check?: string;
  readonly address_check?: string;
  readonly zip_check?: string;
  readonly gateway?: string;
}

export type VaultPath = 'tokens' | 'intent' | 'authorization';

interface VaultAnswer {
  $status?: number;
  $data?: Record<string, unknown> & { errors?: Record<string, { message?: string }> };
  $error?: unknown;
}

/**
 * One vault call (CONTRACTS.md): a GET with the method, a callback name, the data and the
 * public key in the query, no headers; the answer carries `$status`, `$data`, `$error`.
 */
export async function vaultRequest<T>(
  options: VaultOptions,
  path: VaultPath,
  data: Readonly<Record<string, QueryValue>>,
  method: 'post' | 'put' = 'post',
): Promise<T> {
  const query = encodeQuery({
    $jsonp: { method, callback: 'none' },
    $data: data,
    $key: options.key,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let answer: VaultAnswer | undefined;
  try {
    const response = await (options.fetch ?? fetch)(
      `${options.vaultUrl.replace(/\/+$/, '')}/${path}?${query}`,
      {
        signal: controller.signal,
      },
    );
    answer = (await response.json().catch(() => undefined)) as VaultAnswer | undefined;
  } catch {
    throw controller.signal.aborted ? requestTimeoutError(options.timeoutMs) : connectionError();
  } finally {
    clearTimeout(timer);
  }
  if (answer?.$error !== undefined) {
    throw new ApiError(messageOf(answer.$error), 500, 'request_error');
  }
  if (!answer || (answer.$status ?? 0) >= 300 || !answer.$data) {
    throw connectionError(answer?.$status ?? 0);
  }
  if (answer.$data.errors) throw vaultError(answer.$data.errors);
  return answer.$data as T;
}

/**
 * Tokenises a card. The store-side checks run first, so a mistyped number never leaves the
 * page; the card data goes to the vault only, never to a store, a log or storage.
 */
export async function createCardToken(
  options: VaultOptions,
  card: CardInput & Readonly<Record<string, QueryValue>>,
): Promise<CardToken> {
  const problem = checkCard(card, (options.now ?? (() => new Date()))());
  if (problem) throw problem;
  return vaultRequest<CardToken>(options, 'tokens', card);
}

/** Creates (post) or updates (put) a payment intent for a gateway. */
export const createIntent = <T>(
  options: VaultOptions,
  body: { readonly gateway: string; readonly intent: Readonly<Record<string, QueryValue>> },
  method: 'post' | 'put' = 'post',
): Promise<T> => vaultRequest<T>(options, 'intent', body, method);

/** Authorises a payment with a gateway. */
export const authorizeGateway = <T>(
  options: VaultOptions,
  body: { readonly gateway: string; readonly params: Readonly<Record<string, QueryValue>> },
): Promise<T> => vaultRequest<T>(options, 'authorization', body);
