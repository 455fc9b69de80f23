import { computed, map } from 'nanostores';
import type { PaymentMethodSettings } from '@api/storefront/settings';
import { BILLING_METHODS } from '@domain/payments';
import type { BillingMethod } from '@domain/payments';
import type { FieldChange, PaymentNext } from '@payments/types';
import { gatewayEntry } from '@payments/methods';
import { onReset } from '../seam';

export interface PaymentState {
  /** The store's payment settings, once loaded. */
  settings: Readonly<Record<string, PaymentMethodSettings>> | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The method whose panel is open, and how far its provider got. */
  open: BillingMethod | null;
  mount: 'idle' | 'loading' | 'ready' | 'error';
  /** What the provider's own fields say (complete, their error), never their content. */
  field: FieldChange | null;
  paying: boolean;
  /** The last problem: the settings, the provider, or the payment. */
  error: string | null;
  /** How a return from the bank ended, kept until the shopper pays again. */
  notice: string | null;
  /**
   * What the open method pays with: its fields or our step's button (`submit`), or the
   * provider's own button (`button`); known once it mounted.
   */
  pays: 'submit' | 'button' | null;
  /** Where a provider's own button sends the shopper once it finished: the widget goes there. */
  next: PaymentNext | null;
}

const initial = (): PaymentState => ({
  settings: null,
  status: 'idle',
  open: null,
  mount: 'idle',
  field: null,
  paying: false,
  error: null,
  notice: null,
  pays: null,
  next: null,
});

export const $payment = map<PaymentState>(initial());

export const resetPayment = onReset(() => $payment.set(initial()));

/**
 * The methods the payment step offers, in the spec's order: enabled in the settings and with a
 * module for their gateway in this build (a card on any gateway: our own fields stand in).
 */
export const $paymentMethods = /* @__PURE__ */ computed($payment, ({ settings }) =>
  BILLING_METHODS.filter((method) => {
    const entry = settings?.[method];
    if (entry?.enabled !== true) return false;
    return method === 'card' || gatewayEntry(method, entry.gateway) !== undefined;
  }),
);

/**
 * Whether the card is paid with our own fields, tokenised through the vault: its gateway has
 * no module of its own here (not the card provider, not a hosted card page like Quickpay).
 */
export const $ownCardFields = /* @__PURE__ */ computed(
  $payment,
  ({ settings }) => gatewayEntry('card', settings?.card?.gateway) === undefined,
);

/** Whether the card is paid in the card provider's own fields (Stripe's, Braintree's). */
export const $providerCardFields = /* @__PURE__ */ computed(
  $payment,
  ({ settings }) => gatewayEntry('card', settings?.card?.gateway)?.fields === true,
);
