import { computed } from 'nanostores';
import { loadWhenShown } from '../load-when-shown';
import { ensureCart } from './actions';
import { $cart, $cartStatus, $itemCount } from './state';
import type { CartStatus } from './state';
import type { CartView } from './view';

/** What a cart widget shows. */
export interface CartSummary {
  readonly cart: CartView | null;
  readonly status: CartStatus;
  /** Items, quantities summed. */
  readonly count: number;
  readonly error: string | null;
  /** A request to the store is on its way. */
  readonly loading: boolean;
}

/** The cart as a widget shows it; the first widget that shows it loads the page's cart. */
export const $cartSummary = /* @__PURE__ */ loadWhenShown(
  computed(
    [$cart, $cartStatus, $itemCount],
    ({ cart, error, loading }, status, count): CartSummary => ({
      cart,
      status,
      count,
      error,
      loading,
    }),
  ),
  ensureCart,
);
