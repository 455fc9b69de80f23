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
  const billing = (cart?.billing ?? {}) as Record<string, unknown>;
  if (!billing.method) return false;
  const card = billing.card as { token?: unknown } | null | undefined;
  const intent = billing.intent as Record<string, unknown> | null | undefined;
  const wallet = ['paypal', 'amazon'].some((name) => billing[name]);
  return Boolean(card?.token) || Boolean(intent && Object.keys(intent).length > 0) || wallet;
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
