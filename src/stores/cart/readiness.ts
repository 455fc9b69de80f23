import { computed } from 'nanostores';
import { isCompleteAddress, validateEmail } from '../../domain/validation';
import type { CustomerDetails } from '../../domain/routes';
import { $cart } from './state';
import type { CartView } from './view';

/** Product types that travel by post; the rest arrive by email or at the door. */
const PHYSICAL = new Set(['book', 'bundle']);

export const needsShipping = (cart: CartView | null): boolean =>
  (cart?.items ?? []).some((item) => PHYSICAL.has(item.productType));

/** Whether a payment that can pay the order is on the cart: a card token, an intent, a wallet. */
export function hasPayment(cart: CartView | null): boolean {
  const billing = cart?.billing;
  if (!billing?.method) return false;
  return (
    Boolean(billing.card?.token) ||
    Object.values(billing.intent ?? {}).some((intent) => intent?.id) ||
    Boolean(billing.paypal?.order_id) ||
    Boolean(billing.amazon?.checkout_session_id)
  );
}

export interface CheckoutReadiness extends CustomerDetails {
  readonly hasPayment: boolean;
}

/** What the route rules of SPEC point 2 read: the details saved on the cart, and its payment. */
export function readiness(cart: CartView | null): CheckoutReadiness {
  const details = cart?.metadata.details;
  return {
    emailValid: !validateEmail(details?.email),
    shippingValid: isCompleteAddress(details?.shippingAddress),
    hasPayment: hasPayment(cart),
  };
}

export const $readiness = /* @__PURE__ */ computed($cart, ({ cart }) => readiness(cart));
