/// <reference types="applepayjs" />
import { toWalletAmount } from '@domain/money';
import type { CheckoutFacts } from '../types';

/** The networks of SPEC point 9's Google Pay list, in Apple Pay's names. */
export const APPLE_PAY_NETWORKS = ['visa', 'masterCard', 'amex', 'discover', 'interac', 'jcb'];

export type ApplePaySessionClass = typeof ApplePaySession;

/** Safari's session class, or the one a stand-in script installed; elsewhere none. */
export const applePaySession = (): ApplePaySessionClass | undefined =>
  (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

/**
 * The sheet's request: the capture total, final, in the cart's currency and country, under
 * the shop's name (its domain, which Apple verified). No contact fields are asked for: the
 * details step has them, and an address from the sheet would change the shipping (and so the
 * total) after the shopper approved the amount.
 */
export function applePayRequest(
  facts: Pick<CheckoutFacts, 'captureTotal' | 'currency' | 'billing'>,
  displayName: string,
): ApplePayJS.ApplePayPaymentRequest {
  return {
    countryCode: (facts.billing.address?.country ?? 'US').toUpperCase(),
    currencyCode: facts.currency,
    supportedNetworks: [...APPLE_PAY_NETWORKS],
    merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
    requiredBillingContactFields: [],
    requiredShippingContactFields: [],
    total: {
      label: displayName,
      amount: toWalletAmount(facts.captureTotal).toFixed(2),
      type: 'final',
    },
  };
}
