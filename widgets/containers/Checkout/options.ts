import { opt } from '@kit';
import type { OptionsOf } from '@kit';

export const CHECKOUT_STEPS = ['auto', 'cart', 'details', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  step: opt.oneOf(CHECKOUT_STEPS, 'auto'),
  kind: opt.oneOf(['shop', 'event'], 'shop'),
  // The demo's routes (SPEC point 2).
  shopUrl: opt.string('/books/'),
  cartUrl: opt.string('/cart'),
  detailsUrl: opt.string('/checkout'),
  paymentUrl: opt.string('/checkout/payment'),
  confirmationUrl: opt.string('/checkout/confirmation'),
  orderUrl: opt.string('/checkout/order'),
  termsUrl: opt.string('/about'),
};

export type CheckoutOptions = OptionsOf<typeof options>;

/** The step a path shows (SPEC point 2's routes); the cart page has to say so itself. */
export function stepForPath(path: string): Exclude<CheckoutStep, 'auto'> | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/cart') return 'cart';
  if (clean === '/checkout' || clean === '/events/checkout') return 'details';
  if (clean === '/checkout/payment') return 'payment';
  if (clean === '/checkout/confirmation') return 'confirmation';
  return undefined;
}
