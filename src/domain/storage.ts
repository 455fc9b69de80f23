/**
 * The only localStorage keys the library writes (SPEC points 4 and 9): the persisted settings
 * and privacy state (one key per field after the prefix), the no-ads flag, the cookie-info
 * flag (written when the reader answers the cookie banner) and the return-to path after login.
 * Besides them localStorage holds only what the identity client, gotrue-js, stores itself
 * (SESSION_KEYS.remembered).
 */
export const STORAGE_KEYS = {
  settings: 'mw-settings:',
  privacy: 'mw-privacy:',
  noAds: 'mw-no-ads',
  cookieInfo: 'mw-cookie-info',
  returnTo: 'mw-return-to',
} as const;

/** A key the persisted stores write: a store prefix plus one field name. */
export const persistedKey = (prefix: string, field: string): string => prefix + field;

/**
 * Where a signed-in member's session is kept, read before anything is downloaded to know
 * whether someone may be signed in: gotrue-js's own record of a remembered session
 * (localStorage), and the tab's own session without "remember me" (sessionStorage: it never
 * outlives the tab, so nothing but the spec's keys persists between visits).
 */
export const SESSION_KEYS = {
  remembered: 'gotrue.user',
  tab: 'mw-identity-tab',
} as const;

/**
 * The name the reader's open tabs of the site talk on (a BroadcastChannel): a cart changed,
 * a logout, a privacy choice. A browser without BroadcastChannel finds out on its next page:
 * no storage key stands in for it.
 */
export const TAB_CHANNEL = 'mw-tabs';
