/**
 * The only localStorage keys the library writes (SPEC points 4 and 9): the persisted settings
 * and privacy state, the no-ads flag, the cookie-info flag and the return-to path after login.
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
 * Where the identity session lives (not the library's own keys): gotrue-js's record of a
 * remembered session in localStorage, and the tab's tokens in sessionStorage without
 * "remember me". Read to learn, before any widget code is fetched, who may be reading.
 */
export const IDENTITY_STORAGE_KEY = 'gotrue.user';
export const TAB_SESSION_KEY = 'mw-identity-tab';
