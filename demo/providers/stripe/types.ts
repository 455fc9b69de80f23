import type {
  PaymentRequest,
  Stripe,
  StripeCardCvcElement,
  StripeCardCvcElementOptions,
  StripeCardElement,
  StripeCardElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementOptions,
  StripeElements,
  StripeElementsOptions,
  StripeError,
} from '@stripe/stripe-js';

import type { StandInPaymentRequestApi } from './payment-request';

/** The Elements the stand-in renders. */
export type CardElementType = 'card' | 'cardNumber' | 'cardExpiry' | 'cardCvc';

/**
 * The part of the official `StripeElements` the stand-in implements: the card overloads of
 * `create` and `getElement`, copied with their official types.
 */
export interface CardElementsApi {
  create(elementType: 'card', options?: StripeCardElementOptions): StripeCardElement;
  create(
    elementType: 'cardNumber',
    options?: StripeCardNumberElementOptions,
  ): StripeCardNumberElement;
  create(
    elementType: 'cardExpiry',
    options?: StripeCardExpiryElementOptions,
  ): StripeCardExpiryElement;
  create(elementType: 'cardCvc', options?: StripeCardCvcElementOptions): StripeCardCvcElement;
  getElement(elementType: 'card'): StripeCardElement | null;
  getElement(elementType: 'cardNumber'): StripeCardNumberElement | null;
  getElement(elementType: 'cardExpiry'): StripeCardExpiryElement | null;
  getElement(elementType: 'cardCvc'): StripeCardCvcElement | null;
}

/** The part of the official `Stripe` object the stand-in implements. */
export type StandInStripeApi = Pick<
  Stripe,
  | 'createPaymentMethod'
  | 'confirmCardPayment'
  | 'handleNextAction'
  | 'handleCardAction'
  | 'retrievePaymentIntent'
  | 'paymentRequest'
> & {
  elements(options?: StripeElementsOptions): CardElementsApi;
};

// Compile-time proof that the subsets above are the official API: the official types must be
// assignable to them, so a signature made up here (not in the real library) fails the check.
type Assert<T extends true> = T;
type Subset<Official, Ours> = [Official] extends [Ours] ? true : false;
export type OfficialApiChecks = [
  Assert<Subset<StripeElements, CardElementsApi>>,
  Assert<Subset<Stripe, StandInStripeApi>>,
  Assert<Subset<PaymentRequest, StandInPaymentRequestApi>>,
];

/** What the real library throws for a mistake in the integration (not the shopper's). */
export class IntegrationError extends Error {
  override readonly name = 'IntegrationError';
}

/** The provider's error object, with the code every answer of the stand-in carries. */
export type ProviderError = StripeError & { code: string; message: string };
