/** Cookie defaults (SPEC point 9): path /, 7 days, samesite lax. */
export const COOKIE_DEFAULTS = { path: '/', maxAgeSeconds: 604_800, sameSite: 'lax' } as const;

/** The identity token is refreshed this long before it expires (SPEC point 9). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/** Store connection defaults (SPEC point 9). */
export const STORE_CONNECTION = {
  timeoutMs: 20_000,
  cacheMs: 5_000,
  clientVersion: '3.22.0',
  hostPattern: 'https://{store}.swell.store',
} as const;

/** Query parser defaults of the store connection (SPEC point 9). */
export const QUERY_PARSER_DEFAULTS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** The default host of a store, from its name. */
export const storeHost = (store: string): string =>
  STORE_CONNECTION.hostPattern.replace('{store}', store);

/** The store's session cookie (docs/contracts.md): without it no cart exists for this browser. */
export const STORE_SESSION_COOKIE = 'swell-session';

/** Whether a cookie header (or `document.cookie`) holds a store session. */
export const hasStoreSession = (cookie: string): boolean =>
  cookie
    .split(/;\s*/)
    .some(
      (part) =>
        part.startsWith(`${STORE_SESSION_COOKIE}=`) &&
        part.length > STORE_SESSION_COOKIE.length + 1,
    );
