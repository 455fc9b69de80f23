import { ApiError } from './errors';
import {
  AMAZON_SESSION_MISSING,
  GOOGLE_MERCHANT_ID_UNDEFINED,
  PAYMENT_AUTHENTICATION_FAILED,
  PAYPAL_AMOUNT_INVALID,
  PAYPAL_SUBSCRIPTIONS_NEED_PPCP,
  STRIPE_KEY_UNDEFINED,
  paymentCancelled,
  purchaseOptionNotFound,
  settingMissing,
  subscriptionPlanNotFound,
  unknownRedirectStatus,
  unsupportedIntentStatus,
} from './messages';

/** Billing methods (SPEC point 3). */
export const BILLING_METHODS = [
  'card',
  'ideal',
  'bancontact',
  'klarna',
  'paypal',
  'google',
  'apple',
  'paysafecard',
  'amazon',
] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

/** A payment method's settings (SPEC point 3). */
export interface MethodSettings {
  readonly publishable_key?: string;
  readonly merchant_id?: string;
  readonly mode?: string;
  readonly ppcp?: boolean;
  readonly public_key_id?: string;
  readonly [key: string]: unknown;
}

const fail = (message: string) => new ApiError(message, 400, 'payment_settings');

/** The merchant id a wallet uses: `{mode}_merchant_id` first, then `merchant_id`. */
export const merchantIdOf = (settings: MethodSettings | undefined): string | undefined => {
  const byMode = settings?.mode ? settings[`${settings.mode}_merchant_id`] : undefined;
  return typeof byMode === 'string' && byMode ? byMode : settings?.merchant_id || undefined;
};

/**
 * Google Pay and Apple Pay need a merchant id; the card on the card provider (its default
 * gateway) a publishable key; a card on another gateway (a hosted page) needs none.
 */
export function checkMethodSettings(
  method: BillingMethod,
  settings: MethodSettings | undefined,
): ApiError | undefined {
  if (method === 'google' && !merchantIdOf(settings)) return fail(GOOGLE_MERCHANT_ID_UNDEFINED);
  if (method === 'apple' && !merchantIdOf(settings))
    return fail(settingMissing('Apple Pay', 'merchant_id'));
  if (
    method === 'card' &&
    (settings?.gateway ?? 'stripe') === 'stripe' &&
    !settings?.publishable_key
  )
    return fail(STRIPE_KEY_UNDEFINED);
  if (method === 'amazon') {
    if (!settings?.merchant_id) return fail(settingMissing('Amazon Pay', 'merchant_id'));
    if (!settings.public_key_id) return fail(settingMissing('Amazon Pay', 'public_key_id'));
  }
  return undefined;
}

/** The wallet button needs an amount above zero, and the ppcp variant for subscriptions. */
export function checkWallet(
  captureTotal: number,
  hasSubscription: boolean,
  settings: MethodSettings | undefined,
): ApiError | undefined {
  if (!(captureTotal > 0)) return fail(PAYPAL_AMOUNT_INVALID);
  if (hasSubscription && !settings?.ppcp) return fail(PAYPAL_SUBSCRIPTIONS_NEED_PPCP);
  return undefined;
}

/** The Amazon-style return needs the checkout session id on the cart. */
export const checkAmazonSession = (checkoutSessionId: string | undefined): ApiError | undefined =>
  checkoutSessionId ? undefined : fail(AMAZON_SESSION_MISSING);

/** A product's purchase option (other than standard) and plan must exist and be active. */
export function checkPurchaseOption(
  product: {
    readonly purchase_options?: Readonly<
      Record<
        string,
        { active?: boolean; plans?: readonly { id: string; active?: boolean }[] } | undefined
      >
    >;
  },
  option: string,
  planId?: string,
): string | undefined {
  if (option === 'standard') return undefined;
  const found = product.purchase_options?.[option];
  if (!found || found.active === false) return purchaseOptionNotFound(option);
  if (option === 'subscription') {
    const plan = found.plans?.find((p) => p.id === planId);
    if (!plan || plan.active === false) return subscriptionPlanNotFound(planId ?? '');
  }
  return undefined;
}

/** Card provider intent: what to do next, or an error for any other status (SPEC point 4). */
export function cardIntentNext(status: string): 'capture' | 'confirm' {
  if (status === 'requires_capture') return 'capture';
  if (status === 'requires_confirmation') return 'confirm';
  throw new ApiError(unsupportedIntentStatus(status), 400, 'intent_status');
}

/** iDEAL intent: must ask for action. */
export function checkIdealIntent(status: string): void {
  if (status !== 'requires_action' && status !== 'requires_source_action') {
    throw new ApiError(unsupportedIntentStatus(status), 400, 'intent_status');
  }
}

/** Prepaid-voucher result: success, or an authentication failure, or an error. */
export function prepaidVoucherResult(status: string): 'success' {
  if (status === 'SUCCESS' || status === 'AUTHORIZED') return 'success';
  if (status === 'CANCELED_CUSTOMER')
    throw new ApiError(PAYMENT_AUTHENTICATION_FAILED, 402, 'authentication_failed');
  throw new ApiError(unsupportedIntentStatus(status), 400, 'intent_status');
}

/** Buy-now-pay-later and quick-pay redirects: succeeded proceeds, canceled is an error. */
export function redirectResult(status: string | undefined): 'succeeded' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') throw paymentCancelled();
  throw new ApiError(unknownRedirectStatus(status ?? ''), 400, 'redirect_status');
}

/** Wallet and Amazon-style returns: canceled raises a cancellation error. */
export function walletReturn(status: string | undefined): void {
  if (status === 'canceled') throw paymentCancelled();
}

/** Provider scripts are followed by a 1 s wait (SPEC point 7). */
export const SCRIPT_SETTLE_MS = 1000;
/** Braintree library version (SPEC point 9). */
export const BRAINTREE_VERSION = '3.91.0';
/** Apple Pay session version (SPEC point 9). */
export const APPLE_PAY_VERSION = 3;

/** Google Pay defaults (SPEC point 9). */
export const GOOGLE_PAY = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
} as const;

/** Google Pay runs in production unless the method's mode is test. */
export const googlePayEnvironment = (mode: string | undefined): 'TEST' | 'PRODUCTION' =>
  mode === 'test' ? 'TEST' : 'PRODUCTION';

/** Wallet (PayPal) button defaults (SPEC point 9). */
export const PAYPAL_BUTTON = {
  height: 45,
  color: 'gold',
  shape: 'rect',
  label: 'paypal',
  layout: 'horizontal',
  tagline: false,
  elementId: 'paypal-button',
  shippingRequired: true,
} as const;

/** Amazon-style button defaults (SPEC point 9). */
export const AMAZON_BUTTON = {
  placement: 'Checkout',
  color: 'Gold',
  elementId: 'amazonpay-button',
} as const;

/** Amazon-style product type: PayAndShip when shipping is required, else PayOnly. */
export const amazonProductType = (shippingRequired: boolean): 'PayAndShip' | 'PayOnly' =>
  shippingRequired ? 'PayAndShip' : 'PayOnly';

/** Default element ids payment buttons mount into (SPEC point 2). */
export const PAYMENT_ELEMENT_IDS = {
  card: 'card-element',
  google: 'googlepay-button',
  apple: 'applepay-button',
  paypal: 'paypal-button',
  amazon: 'amazonpay-button',
  /** The card provider's payment request (the browser's wallet), beside the card's fields. */
  paymentRequest: 'payment-request-button',
} as const;

/**
 * The document event a page hears the checkout's payment errors by (SPEC point 8: the caller's
 * error callback): its detail is a PaymentErrorDetail. A listener that calls
 * `preventDefault()` has handled the error, which then is not logged to the console.
 */
export const PAYMENT_ERROR_EVENT = 'mw:payment-error';

/** What a page learns of a payment error: the words the step shows, and the error's code. */
export interface PaymentErrorDetail {
  readonly message: string;
  readonly code?: string;
}
