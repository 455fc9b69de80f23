import { computed, map } from 'nanostores';
import type { PaymentMethodSettings } from '../../api/storefront/settings';
import { BILLING_METHODS } from '../../domain/payments';
import type { BillingMethod } from '../../domain/payments';
import type { FieldChange } from '../../payments/types';
import { GATEWAYS } from '../../payments/methods';
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
});

export const $payment = map<PaymentState>(initial());

export const resetPayment = onReset(() => $payment.set(initial()));

/**
 * The methods the payment step offers, in the spec's order: enabled in the settings and with a
 * gateway module in this build.
 */
export const $paymentMethods = /* @__PURE__ */ computed($payment, ({ settings }) =>
  BILLING_METHODS.filter((method) => settings?.[method]?.enabled === true && GATEWAYS[method]),
);
