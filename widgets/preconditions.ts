import { SESSION_KEYS } from '@domain/storage';
import { hasStoreSession } from '@domain/session';

/**
 * What the page can tell about its reader before any code of a widget is fetched, from the
 * address, the cookies and storage alone: the registry's preconditions and the page rules.
 */

/** A value kept in storage, or null where storage is refused (a private window, a sandbox). */
export const readFlag = (key: string, storage = () => localStorage): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

export const readTab = (key: string): string | null => readFlag(key, () => sessionStorage);

/**
 * Someone may be signed in: a session is kept in this browser, or an email link in the
 * fragment is about to sign someone in. A visitor's page fetches nothing for member-only parts.
 */
export const mayBeMember = (): boolean =>
  readFlag(SESSION_KEYS.remembered) !== null ||
  readTab(SESSION_KEYS.tab) !== null ||
  /_token=/.test(location.hash);

/** A store session cookie is kept: the cart may hold something. */
export const mayHaveCart = (): boolean => hasStoreSession(document.cookie);

export const mayBeMemberOrHaveCart = (): boolean => mayBeMember() || mayHaveCart();

/** The page answers its address's query (a search, an email link's parameters). */
export const hasQuery = (): boolean => location.search.length > 1;
