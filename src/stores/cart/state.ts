import { computed, map } from 'nanostores';
import type { StoreOrder } from '@api/storefront/types';
import { chosenCount, groupCrossSell } from '@domain/cart-groups';
import { memberDiscounts, memberPromotion, memberTotalDiscount } from '@domain/membership';
import { onReset } from '../seam';
import { $plan } from '../user/state';
import type { CartView } from './view';

/** The phase of the last remote operation (SPEC point 4). */
export type Phase = 'idle' | 'start' | 'success' | 'fail';

export interface CartState {
  cart: CartView | null;
  phase: Phase;
  /** Set when an operation starts, cleared when it ends. */
  loading: boolean;
  /** Set while a request to the store is in flight. */
  fetching: boolean;
  /** Set once the first answer arrived. */
  loaded: boolean;
  /** Customer, card, wallet and order steps lock the cart while they run. */
  locked: boolean;
  error: string | null;
  coupon: { validating: boolean; error: string | null };
  /** The order the last submit created. */
  order: StoreOrder | null;
}

const initial = (): CartState => ({
  cart: null,
  phase: 'idle',
  loading: false,
  fetching: false,
  loaded: false,
  locked: false,
  error: null,
  coupon: { validating: false, error: null },
  order: null,
});

/** The one cart of the page. */
export const $cart = map<CartState>(initial());

export const resetCart = onReset(() => $cart.set(initial()));

/** What a widget shows while the cart is on its way. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export const $cartStatus = /* @__PURE__ */ computed(
  $cart,
  ({ loaded, loading, error }): CartStatus =>
    error && !loaded ? 'error' : loaded ? 'ready' : loading ? 'loading' : 'idle',
);

/**
 * The cart's lines, each with the companions it brought, as the lines themselves say (no
 * product list needed, so the header's cart can show it on every page).
 */
export const $lineGroups = /* @__PURE__ */ computed($cart, ({ cart }) =>
  groupCrossSell(cart?.items ?? [], () => undefined),
);

/** Number of items the shopper chose: quantities summed, a companion counted with its line. */
// Called, not passed: in a bundle the rule's module may be evaluated after this one.
export const $itemCount = /* @__PURE__ */ computed($lineGroups, (groups) => chosenCount(groups));

const lines = (state: CartState) =>
  (state.cart?.items ?? []).map((i) => ({ sku: i.sku, priceTotal: i.priceTotal }));

/** Derived member values (SPEC point 3), from the reader's plan. */
export const $memberPromotion = /* @__PURE__ */ computed($plan, (plan) => memberPromotion(plan));
export const $memberDiscounts = /* @__PURE__ */ computed([$cart, $plan], (state, plan) =>
  memberDiscounts(lines(state), plan),
);
export const $memberTotalDiscount = /* @__PURE__ */ computed([$cart, $plan], (state, plan) =>
  memberTotalDiscount(lines(state), plan),
);

/** The coupon discount, if a coupon applies. */
export const $coupon = /* @__PURE__ */ computed($cart, ({ cart }) =>
  cart?.couponCode
    ? {
        code: cart.couponCode,
        amount: cart.discounts.find((d) => d.type === 'coupon')?.amount ?? 0,
      }
    : null,
);
