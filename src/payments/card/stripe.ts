import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { CARD_FIELD_INVALID, CARD_FORM_FIELDS } from '@domain/card-form';
import type { CardFormField } from '@domain/card-form';
import { ApiError } from '@domain/errors';
import {
  STRIPE_ELEMENT_UNDEFINED,
  STRIPE_KEY_UNDEFINED,
  elementNotFound,
  notLoaded,
} from '@domain/messages';
import { PAYMENT_ELEMENT_IDS, SCRIPT_SETTLE_MS } from '@domain/payments';
import { loadScript } from '../load-script';
import { cardHosts } from './card-hosts';
import { mountPaymentRequest } from './payment-request';
import type { BillingDetails, CardAuthenticator, FieldState, PaymentGateway } from '../types';

/** What each card Element's change event says that we read. */
interface PartChange {
  readonly complete: boolean;
  readonly empty: boolean;
  readonly error?: { readonly message?: string } | undefined;
  readonly brand?: string;
}

const EMPTY_FIELD: FieldState = { complete: false, empty: true };

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, SCRIPT_SETTLE_MS));

/** The provider's answers carry their own error; ours are errors the cart store can show. */
const failed = (error: { message?: string | undefined; code?: string | undefined }) =>
  new ApiError(error.message ?? STRIPE_ELEMENT_UNDEFINED, 402, error.code ?? 'card_error');

const authenticator = (stripe: Stripe): CardAuthenticator => ({
  async confirm(clientSecret) {
    const result = await stripe.confirmCardPayment(clientSecret);
    if (result.error) throw failed(result.error);
    return result.paymentIntent.status;
  },
  async nextAction(clientSecret) {
    const result = await stripe.handleNextAction({ clientSecret });
    if (result.error) throw failed(result.error);
    return result.paymentIntent?.status ?? 'requires_action';
  },
});

async function loadProvider(key: string, script: string): Promise<Stripe> {
  // The page's own copy first (the demo's stand-in): loadStripe then takes `window.Stripe`.
  if (script) await loadScript(script, 'Stripe');
  const stripe = await loadStripe(key).catch(() => null);
  if (!stripe) throw new ApiError(notLoaded('Stripe'), 503, 'library_not_loaded');
  if (!script) await settle();
  return stripe;
}

const billingDetails = (billing: BillingDetails | undefined) =>
  billing && {
    ...(billing.name ? { name: billing.name } : {}),
    ...(billing.email ? { email: billing.email } : {}),
    ...(billing.address
      ? {
          address: {
            line1: billing.address.address ?? '',
            line2: billing.address.address2 ?? '',
            city: billing.address.city ?? '',
            postal_code: billing.address.zip ?? '',
            state: billing.address.state ?? '',
            country: billing.address.country ?? '',
          },
        }
      : {}),
  };

/**
 * The card through the card provider's browser library (`@stripe/stripe-js`): its number,
 * expiry and CVC fields are the provider's, each mounted into its own box inside
 * `#card-element` (laid out as our own card form), so the number never enters our code; the
 * payment method it creates is what the cart store authorises. Beside them, in
 * `#payment-request-button`, the browser's wallet where it has one (payment-request.ts).
 */
export const stripeCard: PaymentGateway = {
  async mount(target, { settings, script, onChange, cart, onPaid, onFailed }) {
    const key = settings.publishable_key;
    if (!key) throw new ApiError(STRIPE_KEY_UNDEFINED, 400, 'payment_settings');
    const id = PAYMENT_ELEMENT_IDS.card;
    const hosts = cardHosts(target, id);
    if (!hosts) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    const stripe = await loadProvider(key, script);
    const elements = stripe.elements();
    const number = elements.create('cardNumber');
    const expiry = elements.create('cardExpiry');
    const cvc = elements.create('cardCvc');
    const parts: Record<CardFormField, FieldState> = {
      number: EMPTY_FIELD,
      expiry: EMPTY_FIELD,
      cvc: EMPTY_FIELD,
    };
    let brand: string | undefined;
    // Each field says what it is; the card as a whole is what the three say together.
    const changed = (field: CardFormField, event: PartChange) => {
      parts[field] = {
        complete: event.complete,
        empty: event.empty,
        error: event.error && CARD_FIELD_INVALID[field],
      };
      if (event.brand) brand = event.brand;
      const all = CARD_FORM_FIELDS.map((name) => parts[name]);
      onChange?.({
        complete: all.every((part) => part.complete),
        empty: all.every((part) => part.empty),
        error: all.find((part) => part.error)?.error,
        brand,
        parts: { ...parts },
      });
    };
    number.on('change', (event) => changed('number', event));
    expiry.on('change', (event) => changed('expiry', event));
    cvc.on('change', (event) => changed('cvc', event));
    number.mount(hosts.number);
    expiry.mount(hosts.expiry);
    cvc.mount(hosts.cvc);
    const card = number;
    let mounted = true;
    // The browser's wallet beside the fields, where the page has room for its button; a
    // browser without one (or a request it refuses) leaves the typed card alone.
    const requestHost = target.querySelector<HTMLElement>(`#${PAYMENT_ELEMENT_IDS.paymentRequest}`);
    const stopRequest = requestHost
      ? mountPaymentRequest(stripe, requestHost, { cart, onPaid, onFailed }).catch(() => undefined)
      : undefined;
    return {
      async tokenize(billing) {
        if (!mounted) throw new ApiError(STRIPE_ELEMENT_UNDEFINED, 400, 'element_missing');
        const details = billingDetails(billing);
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          ...(details ? { billing_details: details } : {}),
        });
        if (error || !paymentMethod) throw failed(error ?? {});
        return {
          method: 'card',
          card: {
            token: paymentMethod.id,
            gateway: 'stripe',
            ...(paymentMethod.card
              ? {
                  brand: paymentMethod.card.brand,
                  last4: paymentMethod.card.last4,
                  exp_month: paymentMethod.card.exp_month,
                  exp_year: paymentMethod.card.exp_year,
                }
              : {}),
          },
          authenticator: authenticator(stripe),
        };
      },
      unmount() {
        mounted = false;
        for (const element of [number, expiry, cvc]) element.destroy();
        void stopRequest?.then((stop) => stop?.());
      },
    };
  },
};
