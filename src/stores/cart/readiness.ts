import { computed } from 'nanostores';
import { isShippedType } from '@domain/product-type';
import { isCompleteAddress, validateEmail } from '@domain/validation';
import type { CustomerDetails } from '@domain/routes';
import { $cart } from './state';
import type { CartView } from './view';

/** Whether a line travels by post: then the cart needs a shipping address and service. */
export const needsShipping = (cart: CartView | null): boolean =>
  (cart?.items ?? []).some((item) => isShippedType(item.productType));

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
