/// <reference types="googlepay" />
import { ApiError } from '@domain/errors';
import {
  GOOGLE_MERCHANT_ID_UNDEFINED,
  STRIPE_KEY_UNDEFINED,
  deviceNotCapable,
  elementNotFound,
  notLoaded,
  paymentCancelled,
} from '@domain/messages';
import { PAYMENT_ELEMENT_IDS, googlePayEnvironment, merchantIdOf } from '@domain/payments';
import { loadScript } from '../load-script';
import type { PaymentGateway } from '../types';
import { authorizeWalletCard } from '../wallet-card/authorize-wallet-card';
import { googlePayApi, paymentDataRequest, readyToPayRequest } from './request';
import { cardOf } from './token';

/** Google's own script, when the page settings name no other. */
export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

const isPaymentsError = (error: unknown): error is google.payments.api.PaymentsError =>
  typeof error === 'object' && error !== null && 'statusCode' in error;

/** The sheet's refusals in our error type; the shopper closing it is a cancellation. */
function failure(error: unknown): unknown {
  if (!isPaymentsError(error)) return error;
  if (error.statusCode === 'CANCELED') return paymentCancelled();
  return new ApiError(
    error.statusMessage || `Google Pay: ${error.statusCode}`,
    402,
    'google_pay_error',
  );
}

/**
 * Google Pay on the card provider's gateway (API 2.0, SPEC point 9): shown only where
 * `isReadyToPay` says the browser can pay; its button opens Google's sheet, whose card comes
 * back as the card provider's token and is authorised like a typed card, then stored on the
 * cart as the `google` method.
 */
export const stripeGooglePay: PaymentGateway = {
  async mount(target, { settings, script, cart, onPaid, onFailed }) {
    const merchantId = merchantIdOf(settings);
    if (!merchantId) throw new ApiError(GOOGLE_MERCHANT_ID_UNDEFINED, 400, 'payment_settings');
    // The card provider tokenises the wallet's card, with the card method's key.
    const key = settings.publishable_key;
    if (!key) throw new ApiError(STRIPE_KEY_UNDEFINED, 400, 'payment_settings');
    const id = PAYMENT_ELEMENT_IDS.google;
    const host = target.querySelector<HTMLElement>(`#${id}`);
    if (!host) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    await loadScript(script || GOOGLE_PAY_SCRIPT, 'Google Pay');
    const api = googlePayApi();
    if (!api) throw new ApiError(notLoaded('Google Pay'), 503, 'library_not_loaded');
    const client = new api.PaymentsClient({ environment: googlePayEnvironment(settings.mode) });
    const ready = await client.isReadyToPay(readyToPayRequest()).catch((error: unknown) => {
      throw failure(error);
    });
    if (!ready.result) throw new ApiError(deviceNotCapable('Google Pay'), 400, 'not_capable');

    let mounted = true;
    let paying = false;
    const pay = async () => {
      const data = await client.loadPaymentData(paymentDataRequest(cart.facts(), merchantId, key));
      if (!mounted) return;
      await authorizeWalletCard(cart, 'google', cardOf(data));
      if (mounted) onPaid({ done: true });
    };
    const button = client.createButton({
      buttonType: 'pay',
      buttonSizeMode: 'fill',
      allowedPaymentMethods: readyToPayRequest().allowedPaymentMethods,
      onClick: () => {
        // One sheet at a time: a second click while one is open or paying does nothing.
        if (paying) return;
        paying = true;
        pay()
          .catch((error: unknown) => {
            if (mounted) onFailed(failure(error));
          })
          .finally(() => {
            paying = false;
          });
      },
    });
    host.append(button);
    return {
      unmount() {
        mounted = false;
        button.remove();
      },
    };
  },
};
