import { hasStoreSession } from '@domain/session';
import { SESSION_KEYS } from '@domain/storage';
import { $cart } from './cart/state';
import { $identity, setUser } from './user/state';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

/** No session is kept in this browser and no email link is signing anyone in. */
const surelyVisitor = (): boolean =>
  read(() => localStorage, SESSION_KEYS.remembered) === null &&
  read(() => sessionStorage, SESSION_KEYS.tab) === null &&
  !/_token=/.test(location.hash);

/**
 * Puts the reader and the cart in the state the browser's storage already tells, without a
 * request: no session kept means a visitor, no store cookie means an empty cart. The build
 * renders the first views with empty storage, and the page's widgets render with the
 * reader's; both start from here, so a visitor's page shows the prerendered view unchanged
 * and fetches neither the reader nor the cart.
 */
export function assumeStoredState(): void {
  if ($identity.get().status === 'idle' && surelyVisitor()) setUser(null);
  const cart = $cart.get();
  if (!cart.loaded && !cart.loading && !hasStoreSession(document.cookie)) {
    $cart.set({ ...cart, loaded: true, cart: null });
  }
}

/**
 * Finds out who is reading where only a member's plan changes what shows (a member price):
 * a browser that keeps no session is a visitor's, known without code or a request; one that
 * keeps a session fetches the reader at rest (./user/at-rest), never the identity client.
 */
export function knowKeptReader(): Promise<void> {
  if ($identity.get().status !== 'idle') return Promise.resolve();
  if (surelyVisitor()) {
    setUser(null);
    return Promise.resolve();
  }
  return import('./user/at-rest').then(({ knowReader }) => knowReader());
}
