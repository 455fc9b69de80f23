import { checkCard } from '@domain/cards';
import type { CardInput } from '@domain/cards';
import { vaultData } from './core/errors';
import { send } from './core/send';
import { withQuery } from './query-string';
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

/**
 * One vault call (docs/contracts.md): a GET with the method, a callback name, the data and the
 * public key in the query, no headers; the answer's envelope (`$status`, `$data`, `$error`)
 * says how it went, whatever the HTTP status.
 */
export async function vaultRequest<T>(
  options: VaultOptions,
  path: VaultPath,
  data: Readonly<Record<string, QueryValue>>,
  method: 'post' | 'put' = 'post',
): Promise<T> {
  const url = `${options.vaultUrl.replace(/\/+$/, '')}/${path}`;
  const answer = await send(
    withQuery(url, { $jsonp: { method, callback: 'none' }, $data: data, $key: options.key }),
    {},
    options,
  );
  return vaultData(answer.text) as T;
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
