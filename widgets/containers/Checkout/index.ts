import { defineContainer, opt } from '../../../src/kit';
import { Checkout } from './Checkout';
import { CHECKOUT_DEFAULTS, CHECKOUT_STEPS } from './options';
import type { CheckoutOptions } from './options';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<CheckoutOptions>({
  options: {
    step: opt.oneOf(CHECKOUT_STEPS, CHECKOUT_DEFAULTS.step),
    kind: opt.oneOf(['shop', 'event'], CHECKOUT_DEFAULTS.kind),
    shopUrl: opt.string(CHECKOUT_DEFAULTS.shopUrl),
    cartUrl: opt.string(CHECKOUT_DEFAULTS.cartUrl),
    detailsUrl: opt.string(CHECKOUT_DEFAULTS.detailsUrl),
    paymentUrl: opt.string(CHECKOUT_DEFAULTS.paymentUrl),
    confirmationUrl: opt.string(CHECKOUT_DEFAULTS.confirmationUrl),
    orderUrl: opt.string(CHECKOUT_DEFAULTS.orderUrl),
    termsUrl: opt.string(CHECKOUT_DEFAULTS.termsUrl),
  },
  Component: Checkout,
  prepare: assumeStoredState,
});
