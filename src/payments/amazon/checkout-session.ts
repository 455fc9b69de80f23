import type { QueryValue } from '@api/query-string';
import { toWalletAmount } from '@domain/money';
import type { MethodSettings } from '@domain/payments';
import type { CheckoutFacts } from '../types';

/** The buyer details Amazon shares with the store once the buyer chose how to pay. */
const SCOPES = ['name', 'email', 'phoneNumber', 'billingAddress'] as const;

/** The languages Amazon's pages speak; anything else reads English. */
const LANGUAGES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'it_IT', 'es_ES', 'ja_JP'] as const;

/**
 * Where Amazon sends the buyer back: the payment step, with the parameters that say which
 * return it is (Amazon itself adds only `amazonCheckoutSessionId`).
 */
export function amazonReturn(page: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('gateway', 'amazon');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The page's language as Amazon names it (`de-DE` and `de` are `de_DE`). */
export function checkoutLanguage(lang: string | undefined): string {
  const [language = '', region = ''] = (lang ?? '').toLowerCase().split(/[-_]/);
  const exact = `${language}_${region.toUpperCase()}`;
  const found =
    LANGUAGES.find((known) => known === exact) ??
    LANGUAGES.find((known) => known.startsWith(`${language}_`));
  return found ?? 'en_US';
}

/**
 * The checkout session the vault signs for the button (Amazon's Create Checkout Session
 * payload): where the buyer comes back to review, or after cancelling; a subscription's
 * session may charge again later (Recurring, at no fixed frequency).
 */
export function checkoutSessionParams(
  facts: CheckoutFacts,
  settings: MethodSettings,
): Readonly<Record<string, QueryValue>> {
  const storeId = typeof settings.store_id === 'string' ? settings.store_id : undefined;
  return {
    webCheckoutDetails: {
      checkoutReviewReturnUrl: amazonReturn(facts.returnUrl, { redirect_status: 'succeeded' }),
      checkoutCancelUrl: amazonReturn(facts.cancelUrl, { redirect_status: 'canceled' }),
    },
    chargePermissionType: facts.hasSubscription ? 'Recurring' : 'OneTime',
    ...(facts.hasSubscription
      ? { recurringMetadata: { frequency: { unit: 'Variable', value: '0' } } }
      : {}),
    ...(storeId ? { storeId } : {}),
    scopes: [...SCOPES],
  };
}

/**
 * The charge of an approved checkout session (the vault's intent): Amazon's page for the
 * final confirmation returns with `confirm=true`. A capture total of zero (a trial, a full
 * discount) only confirms the session, which keeps the buyer's payment method for later.
 */
export function checkoutCharge(
  facts: CheckoutFacts,
  checkoutSessionId: string,
): Readonly<Record<string, QueryValue>> {
  return {
    checkoutSessionId,
    webCheckoutDetails: {
      checkoutResultReturnUrl: amazonReturn(facts.returnUrl, {
        confirm: 'true',
        redirect_status: 'succeeded',
      }),
      checkoutCancelUrl: amazonReturn(facts.cancelUrl, { redirect_status: 'canceled' }),
    },
    // Without canHandlePendingAuthorization Amazon authorises at once, so the order placed
    // right after the return finds the payment authorised, not pending.
    paymentDetails:
      facts.captureTotal > 0
        ? {
            paymentIntent: 'Authorize',
            chargeAmount: {
              amount: toWalletAmount(facts.captureTotal),
              currencyCode: facts.currency,
            },
          }
        : { paymentIntent: 'Confirm' },
  };
}
