import { computed, onStart } from 'nanostores';
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
export const $cartSummary = /* @__PURE__ */ computed(
  [$cart, $cartStatus, $itemCount],
  ({ cart, error, loading }, status, count): CartSummary => ({
    cart,
    status,
    count,
    error,
    loading,
  }),
);

// onStart, not onMount: onMount's stop waits a second after the last subscriber left, so a
// widget shown again within that second (a story switch, the next test after a reset) would
// find the store still started and never load. ensureCart loads once per page, so starting
// it again is free. It starts once the current render is over: a widget reads the store
// while React renders, and a load begun there would update other widgets mid-render.
onStart($cartSummary, () => {
  // A failed load is kept in the store, which the widget shows.
  queueMicrotask(() => void ensureCart().catch(() => undefined));
});
