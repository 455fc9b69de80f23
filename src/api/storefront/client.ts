import { createCache } from './cache';
import type { RecordCache } from './cache';
import { storefrontRequest } from './http';
import type { Method, StorefrontOptions } from './http';
import { createQueue } from './queue';
import type { QueryValue } from '../query-string';
import { readPageLinks } from './pagination';
import type { PageLinks } from './pagination';
import { memorySessionStore } from '../session';
import type { VaultOptions } from '../vault';
import { STORE_CONNECTION, storeHost } from '@domain/session';

/** A connection to one store: its options, the FIFO queue for cart calls and a record cache. */
export interface Storefront {
  /**
   * The store client's version (SPEC point 9), where the store's own client keeps it: on the
   * client, for the page to read. No request carries it: docs/contracts.md names every header a
   * store request sends, and a store's CORS allows only those.
   */
  readonly version: string;
  readonly options: StorefrontOptions;
  readonly enqueue: <T>(task: () => Promise<T>) => Promise<T>;
  readonly cache: RecordCache;
}

export type StorefrontInit = Pick<StorefrontOptions, 'store' | 'key'> & Partial<StorefrontOptions>;

/**
 * A store connection with SPEC point 3's client options; what `init` leaves out takes its
 * default: the store's host from its name, the vault at `{url}/vault` (where the reference
 * backend serves it), published content only, the locale and currency the store chooses.
 */
export function createStorefront(init: StorefrontInit): Storefront {
  const url = init.url ?? storeHost(init.store);
  return {
    version: STORE_CONNECTION.clientVersion,
    options: {
      url,
      vaultUrl: `${url.replace(/\/+$/, '')}/vault`,
      previewContent: false,
      timeoutMs: STORE_CONNECTION.timeoutMs,
      useCamelCase: false,
      session: memorySessionStore(),
      ...init,
    },
    enqueue: createQueue(),
    cache: createCache(STORE_CONNECTION.cacheMs),
  };
}

/** The vault as this connection reaches it: its vault URL, public key, timeout and fetch. */
export const vaultOf = ({ options }: Storefront): VaultOptions => ({
  vaultUrl: options.vaultUrl,
  key: options.key,
  timeoutMs: options.timeoutMs,
  ...(options.fetch ? { fetch: options.fetch } : {}),
});

export type Params = Readonly<Record<string, QueryValue>>;

/** A plain request; its answer's data. */
export const call = async <T>(
  sf: Storefront,
  method: Method,
  path: string,
  data?: Params,
): Promise<T> => (await storefrontRequest<T>(sf.options, method, path, data)).data;

/** A cart request: through the FIFO queue, so each one sends the session the previous one got. */
export const cartCall = <T>(
  sf: Storefront,
  method: Method,
  path: string,
  data?: Params,
): Promise<T> => sf.enqueue(() => call<T>(sf, method, path, data));

/** A GET kept for the cache lifetime, then fetched again. */
export async function cachedGet<T>(sf: Storefront, path: string, data?: Params): Promise<T> {
  const key = `${path}?${JSON.stringify(data ?? {})}`;
  const hit = sf.cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await call<T>(sf, 'get', path, data);
  sf.cache.set(key, value);
  return value;
}

/** A list answer: `{ count, results, page, pages }` plus the links from the headers. */
export interface List<T> {
  readonly count: number;
  readonly results: T[];
  readonly page: number;
  readonly pages?: number;
  readonly links: PageLinks;
}

/** A paginated GET, reading Link and total-count headers beside the body. */
export async function listGet<T>(sf: Storefront, path: string, data?: Params): Promise<List<T>> {
  const { data: body, headers } = await storefrontRequest<Omit<List<T>, 'links'>>(
    sf.options,
    'get',
    path,
    data,
  );
  return { ...body, links: readPageLinks(headers) };
}
