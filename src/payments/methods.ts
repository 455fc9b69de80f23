import type { BillingMethod } from '@domain/payments';
import { PLAN_GATEWAYS } from './plan-methods';
import type { GatewayEntry } from './types';

/**
 * Each method's module per gateway (the store's payment settings name the gateway), fetched
 * only when the shopper opens that method, so the payment page downloads the provider code it
 * uses and nothing else. A card on a gateway without a module here gets our own card fields,
 * tokenised through the vault; one with `fields` gets the provider's fields in their place.
 */
export const GATEWAYS: {
  readonly [M in BillingMethod]?: Readonly<Record<string, GatewayEntry>>;
} = {
  card: {
    stripe: {
      load: () => import('./card/stripe').then((m) => m.stripeCard),
      script: 'stripe',
      fields: true,
    },
    braintree: {
      load: () => import('./braintree/braintree-card').then((m) => m.braintreeCard),
      script: 'braintree',
      fields: true,
    },
    quickpay: { load: () => import('./redirect/quickpay').then((m) => m.quickpayCard) },
  },
  ideal: { stripe: { load: () => import('./redirect/ideal').then((m) => m.stripeIdeal) } },
  bancontact: {
    stripe: { load: () => import('./redirect/bancontact').then((m) => m.stripeBancontact) },
  },
  klarna: { stripe: { load: () => import('./redirect/klarna').then((m) => m.stripeKlarna) } },
  paysafecard: {
    paysafecard: { load: () => import('./redirect/paysafecard').then((m) => m.paysafecard) },
  },
  paypal: PLAN_GATEWAYS.paypal,
  amazon: {
    amazon: {
      load: () => import('./amazon/amazon-pay').then((m) => m.amazonPay),
      script: 'amazon',
    },
  },
  google: {
    stripe: {
      load: () => import('./google/google-pay').then((m) => m.stripeGooglePay),
      script: 'google',
    },
  },
  apple: {
    stripe: {
      load: () => import('./apple/apple-pay').then((m) => m.stripeApplePay),
      script: 'apple',
    },
  },
};

/** The module entry for a method on a gateway, if this build has one. */
export const gatewayEntry = (method: BillingMethod, gateway: unknown): GatewayEntry | undefined =>
  typeof gateway === 'string' ? GATEWAYS[method]?.[gateway] : undefined;
