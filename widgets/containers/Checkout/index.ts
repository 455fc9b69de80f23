import { defineContainer, opt } from '../../../src/kit';
import { Checkout } from './Checkout';
import { CHECKOUT_STEPS } from './options';
import type { CheckoutOptions } from './options';

export default defineContainer<CheckoutOptions>({
  options: {
    step: opt.oneOf(CHECKOUT_STEPS, 'auto'),
    kind: opt.oneOf(['shop', 'event'], 'shop'),
    shopUrl: opt.string('/books/'),
    cartUrl: opt.string('/cart'),
    detailsUrl: opt.string('/checkout'),
    paymentUrl: opt.string('/checkout/payment'),
    confirmationUrl: opt.string('/checkout/confirmation'),
    termsUrl: opt.string('/about'),
  },
  Component: Checkout,
});
