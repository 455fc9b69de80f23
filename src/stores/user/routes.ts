import { LOGIN_PATH, MEMBERSHIP_HOME, routeRedirect, safeReturnPath } from '@domain/routes';
import { STORAGE_KEYS } from '@domain/storage';

// The return-to path is one of the three flags SPEC point 9 allows in localStorage.
const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** Remembers where to come back to after login; only a same-origin path is kept. */
export function rememberReturnPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe !== MEMBERSHIP_HOME || path === MEMBERSHIP_HOME) {
    storage()?.setItem(STORAGE_KEYS.returnTo, safe);
  }
}

/** Where a fresh login goes: the remembered path (once), else the member area. */
export function takeReturnPath(): string {
  const store = storage();
  const path = store?.getItem(STORAGE_KEYS.returnTo);
  store?.removeItem(STORAGE_KEYS.returnTo);
  return safeReturnPath(path);
}

// Read once, when the widgets' code arrives: TokenVerification removes the token from the
// address bar as soon as it mounts, but the page still came from an email link.
const ARRIVED_WITH_TOKEN = typeof location !== 'undefined' && /_token=/.test(location.hash);

/**
 * Where this page must send the reader (SPEC point 2), or undefined: membership-only paths
 * send a visitor to /auth, remembering the path; auth paths send a member to /membership/.
 * A page opened from an email link (a token in the fragment) stays: the token logs in first.
 */
export function guardRoute(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  loggedIn: boolean,
): string | undefined {
  if (ARRIVED_WITH_TOKEN || /_token=/.test(location.hash)) return undefined;
  const target = routeRedirect(location.pathname, loggedIn);
  if (target === LOGIN_PATH) rememberReturnPath(`${location.pathname}${location.search}`);
  return target;
}

/** Login links carry `?return=`; the login page remembers it (same-origin paths only). */
export function rememberReturnParam(search: string): void {
  const value = new URLSearchParams(search).get('return');
  if (value !== null) rememberReturnPath(value);
}
