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
