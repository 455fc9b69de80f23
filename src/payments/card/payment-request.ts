import type { PaymentMethod, PaymentRequest, Stripe } from '@stripe/stripe-js';
import { paymentCancelled } from '@domain/messages';
import { toMinorUnits } from '@domain/money';
import type { CardPayment, CheckoutFacts, MethodContext } from '../types';
import { authorizeWalletCard } from '../wallet-card/authorize-wallet-card';

/** The country of the merchant's account with the card provider, as a payment request names it. */
export const PAYMENT_REQUEST_COUNTRY = 'US';

/** What the browser's sheet shows: the cart's capture total, in minor units. */
const requestTotal = (facts: CheckoutFacts) => ({
  currency: facts.currency.toLowerCase(),
  total: { label: 'Total', amount: toMinorUnits(facts.captureTotal, facts.currency) },
});

/** The card of the provider's payment method: only what a receipt may show. */
const cardOf = (method: PaymentMethod): CardPayment => ({
  token: method.id,
  gateway: 'stripe',
  ...(method.card
    ? {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
      }
    : {}),
});

/**
 * The card provider's payment request (SPEC point 7): the browser's own wallet (saved cards,
 * Apple Pay in Safari) as a way to pay beside the typed card. Offered only where the browser
 * says it can pay (`canMakePayment`); our button opens its sheet, and the `paymentmethod`
 * event's card is authorised through the vault like a wallet's, stored on the cart as a card.
 * Resolves with the unmounting, or nothing when the browser has no wallet.
 */
export async function mountPaymentRequest(
  stripe: Stripe,
  host: HTMLElement,
  { cart, onPaid, onFailed }: Pick<MethodContext, 'cart' | 'onPaid' | 'onFailed'>,
): Promise<(() => void) | undefined> {
  const request: PaymentRequest = stripe.paymentRequest({
    country: PAYMENT_REQUEST_COUNTRY,
    ...requestTotal(cart.facts()),
  });
  if (!(await request.canMakePayment())) return undefined;
  let mounted = true;
  request.on('paymentmethod', (event) => {
    authorizeWalletCard(cart, 'card', cardOf(event.paymentMethod)).then(
      () => {
        event.complete('success');
        if (mounted) onPaid({ done: true });
      },
      (error: unknown) => {
        event.complete('fail');
        if (mounted) onFailed(error);
      },
    );
  });
  request.on('cancel', () => {
    if (mounted) onFailed(paymentCancelled());
  });
  const button = host.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'mw-button mw-button--quiet mw-payment__express-button';
  button.textContent = 'Pay with your browser’s wallet';
  button.addEventListener('click', () => {
    if (request.isShowing()) return;
    // The cart may have changed since the request was made: the sheet shows today's total.
    request.update(requestTotal(cart.facts()));
    request.show();
  });
  host.append(button);
  return () => {
    mounted = false;
    if (request.isShowing()) request.abort();
    button.remove();
  };
}
