/// <reference types="googlepay" />
import { toWalletAmount } from '@domain/money';
import { GOOGLE_PAY } from '@domain/payments';
import type { CheckoutFacts } from '../types';

type Api = typeof google.payments.api;
export type PaymentDataRequest = google.payments.api.PaymentDataRequest;
export type IsReadyToPayRequest = google.payments.api.IsReadyToPayRequest;

/** The card provider's API version its Google Pay tokens are made for. */
export const STRIPE_GOOGLE_PAY_VERSION = '2018-10-31';

const VERSION = { apiVersion: GOOGLE_PAY.apiVersion, apiVersionMinor: GOOGLE_PAY.apiVersionMinor };

/** The cards the wallet may offer (SPEC point 9's networks and authentication methods). */
const card = (): google.payments.api.IsReadyToPayPaymentMethodSpecification => ({
  type: 'CARD',
  parameters: {
    allowedAuthMethods: [...GOOGLE_PAY.allowedAuthMethods],
    allowedCardNetworks: [...GOOGLE_PAY.allowedCardNetworks],
  },
});

/** Whether this browser can pay with Google Pay at all (no tokenisation asked yet). */
export const readyToPayRequest = (): IsReadyToPayRequest => ({
  ...VERSION,
  allowedPaymentMethods: [card()],
});

/**
 * What the sheet asks for: the capture total, final, in the cart's currency; a card tokenised
 * by the card provider with its publishable key, so the answer is the card provider's token.
 * No email or address: the checkout's details step has them, and an address from the sheet
 * would change the shipping (and so the total) after the shopper approved the amount.
 */
export function paymentDataRequest(
  facts: Pick<CheckoutFacts, 'captureTotal' | 'currency'>,
  merchantId: string,
  publishableKey: string,
): PaymentDataRequest {
  return {
    ...VERSION,
    merchantInfo: { merchantId },
    allowedPaymentMethods: [
      {
        ...card(),
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: 'stripe',
            'stripe:version': STRIPE_GOOGLE_PAY_VERSION,
            'stripe:publishableKey': publishableKey,
          },
        },
      },
    ],
    transactionInfo: {
      currencyCode: facts.currency,
      totalPriceStatus: 'FINAL',
      totalPrice: toWalletAmount(facts.captureTotal).toFixed(2),
      totalPriceLabel: 'Total',
    },
  };
}

/** The page's Google Pay API, once pay.js (or the demo's stand-in) has defined it. */
export const googlePayApi = (): Api | undefined =>
  (window as { google?: { payments?: { api?: Api } } }).google?.payments?.api;
