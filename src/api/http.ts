import { connectionError, requestTimeoutError, storeApiError } from '../domain/messages';
import { camelKeys, snakeKeys } from './case';
import { encodeQuery } from './query-string';
import type { QueryValue } from './query-string';
import type { SessionStore } from './session';

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
  readonly fetch?: typeof fetch;
}

export interface Response<T> {
  readonly data: T;
  readonly headers: Headers;
}

// Public keys are ASCII, and btoa exists in browsers and in Node 18+.
const base64 = (text: string): string => btoa(text);

const timeoutFor = (ms: number) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
};

/**
 * One Storefront API request: JSON in and out, basic authorization with the public key, the
 * stored session, locale and currency as headers, credentials included, a timeout. A new
 * X-Session from the store is adopted. Every failure is an ApiError from the catalogue.
 */
export async function storefrontRequest<T>(
  options: StorefrontOptions,
  method: Method,
  path: string,
  data?: Readonly<Record<string, QueryValue>>,
): Promise<Response<T>> {
  const payload =
    data && options.useCamelCase ? (snakeKeys(data) as Record<string, QueryValue>) : data;
  const query = method === 'get' && payload ? encodeQuery(payload) : '';
  const url = `${options.url.replace(/\/+$/, '')}/api/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${base64(options.key)}`,
  };
  const session = options.session.get('session');
  const locale = options.session.get('locale');
  const currency = options.session.get('currency');
  if (session) headers['X-Session'] = session;
  if (locale) headers['X-Locale'] = locale;
  if (currency) headers['X-Currency'] = currency;

  const timeout = timeoutFor(options.timeoutMs);
  let response: globalThis.Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: method.toUpperCase(),
      headers,
      credentials: 'include',
      signal: timeout.signal,
      ...(method !== 'get' && payload !== undefined && { body: JSON.stringify(payload) }),
    });
  } catch {
    throw timeout.signal.aborted ? requestTimeoutError(options.timeoutMs) : connectionError();
  } finally {
    timeout.done();
  }

  const nextSession = response.headers.get('x-session');
  if (nextSession && nextSession !== session) options.session.set('session', nextSession);

  const body = await readBody(response);
  // A malformed body is a broken connection whatever the status: nothing in it can be trusted.
  if (!response.ok || body === MALFORMED) {
    throw storeApiError(body, response.status) ?? connectionError(response.status);
  }
  const result = options.useCamelCase ? camelKeys<T>(body) : (body as T);
  return { data: result, headers: response.headers };
}

const MALFORMED = Symbol('malformed');

async function readBody(response: globalThis.Response): Promise<unknown> {
  if (response.status === 204) return null;
  const raw = await response.text().catch(() => '');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return MALFORMED;
  }
}
