import { camelKeys, snakeKeys } from './case';
import { storeRefusal } from '../core/errors';
import { MALFORMED, parseJson } from '../core/json';
import { send } from '../core/send';
import { withQuery } from '../query-string';
import type { QueryValue } from '../query-string';
import type { SessionStore } from '../session';

export type Method = 'get' | 'put' | 'post' | 'delete';

/** The client options of SPEC point 3 that the transport needs. */
export interface StorefrontOptions {
  /** Store name; the default host is built from it. */
  readonly store: string;
  /** Public key, sent as basic authorization. */
  readonly key: string;
  /** Base URL; requests go to `{url}/api/{path}`. */
  readonly url: string;
  readonly timeoutMs: number;
  readonly useCamelCase: boolean;
  readonly session: SessionStore;
  /** The locale asked for until the reader chooses one (the stored value). */
  readonly locale?: string;
  /** The currency asked for until the reader chooses one (the stored value). */
  readonly currency?: string;
  /** The secure vault's base URL: card numbers, intents and authorisations go there only. */
  readonly vaultUrl: string;
  /** Content calls ask for drafts too (`$preview`), as an editor's preview page does. */
  readonly previewContent: boolean;
  readonly fetch?: typeof fetch;
}

export interface Response<T> {
  readonly data: T;
  readonly headers: Headers;
}

// Public keys are ASCII, and btoa exists in browsers and in Node 18+.
const base64 = (text: string): string => btoa(text);

/**
 * One Storefront API request: JSON in and out, basic authorization with the public key, the
 * stored session, locale and currency as headers, credentials included, a timeout. A new
 * X-Session from the store is adopted, even from a refusal. Every failure is an ApiError from
 * the catalogue.
 */
export async function storefrontRequest<T>(
  options: StorefrontOptions,
  method: Method,
  path: string,
  data?: Readonly<Record<string, QueryValue>>,
): Promise<Response<T>> {
  const payload =
    data && options.useCamelCase ? (snakeKeys(data) as Record<string, QueryValue>) : data;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${base64(options.key)}`,
  };
  const session = options.session.get('session');
  const locale = options.session.get('locale') ?? options.locale;
  const currency = options.session.get('currency') ?? options.currency;
  if (session) headers['X-Session'] = session;
  if (locale) headers['X-Locale'] = locale;
  if (currency) headers['X-Currency'] = currency;

  const url = `${options.url.replace(/\/+$/, '')}/api/${path.replace(/^\/+/, '')}`;
  const { response, text } = await send(
    method === 'get' && payload ? withQuery(url, payload) : url,
    {
      method: method.toUpperCase(),
      headers,
      credentials: 'include',
      ...(method !== 'get' && payload !== undefined && { body: JSON.stringify(payload) }),
    },
    options,
  );

  const nextSession = response.headers.get('x-session');
  if (nextSession && nextSession !== session) options.session.set('session', nextSession);

  const body = parseJson(text);
  // A malformed body is a broken connection whatever the status: nothing in it can be trusted.
  if (!response.ok || body === MALFORMED) throw storeRefusal(body, response.status);
  const result = options.useCamelCase ? camelKeys<T>(body) : (body as T);
  return { data: result, headers: response.headers };
}
