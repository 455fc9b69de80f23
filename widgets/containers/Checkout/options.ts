export const CHECKOUT_STEPS = ['auto', 'cart', 'details', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutOptions {
  /** Which step this placement shows; `auto` reads it from the page's path. */
  readonly step: CheckoutStep;
  /** `event`: tickets with an attendee name each instead of a shipping address. */
  readonly kind: 'shop' | 'event';
  /** Where an empty cart sends the shopper. */
  readonly shopUrl: string;
  readonly cartUrl: string;
  readonly detailsUrl: string;
  readonly paymentUrl: string;
  readonly confirmationUrl: string;
  /** The order page, where a placed order is shown (`?order={id}` is added). */
  readonly orderUrl: string;
  readonly termsUrl: string;
}

/** What a placement gets without attributes: the demo's routes (SPEC point 2). */
export const CHECKOUT_DEFAULTS: CheckoutOptions = {
  step: 'auto',
  kind: 'shop',
  shopUrl: '/books/',
  cartUrl: '/cart',
  detailsUrl: '/checkout',
  paymentUrl: '/checkout/payment',
  confirmationUrl: '/checkout/confirmation',
  orderUrl: '/checkout/order',
  termsUrl: '/about',
};

/** The step a path shows (SPEC point 2's routes); the cart page has to say so itself. */
export function stepForPath(path: string): Exclude<CheckoutStep, 'auto'> | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/cart') return 'cart';
  if (clean === '/checkout' || clean === '/events/checkout') return 'details';
  if (clean === '/checkout/payment') return 'payment';
  if (clean === '/checkout/confirmation') return 'confirmation';
  return undefined;
}
