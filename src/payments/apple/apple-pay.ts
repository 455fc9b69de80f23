/// <reference types="applepayjs" />
import { ApiError } from '@domain/errors';
import {
  deviceNotCapable,
  elementNotFound,
  paymentCancelled,
  settingMissing,
} from '@domain/messages';
import { APPLE_PAY_VERSION, PAYMENT_ELEMENT_IDS, merchantIdOf } from '@domain/payments';
import { loadScript } from '../load-script';
import type { PaymentGateway } from '../types';
import { authorizeWalletCard } from '../wallet-card/authorize-wallet-card';
import { applePayRequest, applePaySession } from './request';
import type { ApplePaySessionClass } from './request';
import { cardOfApplePay, merchantSession } from './vault';

/** Safari answers an insecure page's question by throwing: that page cannot pay either. */
function capable(Session: ApplePaySessionClass | undefined): Session is ApplePaySessionClass {
  try {
    return Boolean(Session?.canMakePayments() && Session.supportsVersion(APPLE_PAY_VERSION));
  } catch {
    return false;
  }
}

/** A session that has ended (the shopper closed it, the panel went) refuses further calls. */
function quietly(call: () => void): void {
  try {
    call();
  } catch {
    // Nothing is left to tell or to stop.
  }
}

/** The button Safari draws as its own Apple Pay button; elsewhere a plain, labelled button. */
function applePayButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mw-button mw-payment__apple-pay';
  button.lang = 'en';
  button.textContent = 'Pay with Apple Pay';
  button.style.setProperty('-webkit-appearance', '-apple-pay-button');
  button.style.setProperty('-apple-pay-button-type', 'plain');
  button.style.setProperty('-apple-pay-button-style', 'black');
  return button;
}

/**
 * Apple Pay on the card provider's gateway (session version 3): shown only where Safari (or
 * the demo's stand-in session) can pay; its button opens Apple's sheet, the store's backend
 * validates the merchant, and the authorised payment's card is authorised like a typed card,
 * then stored on the cart as the `apple` method before the sheet is told it succeeded.
 */
export const stripeApplePay: PaymentGateway = {
  async mount(target, { settings, script, cart, onPaid, onFailed }) {
    const merchantIdentifier = merchantIdOf(settings);
    if (!merchantIdentifier) {
      throw new ApiError(settingMissing('Apple Pay', 'merchant_id'), 400, 'payment_settings');
    }
    const id = PAYMENT_ELEMENT_IDS.apple;
    const host = target.querySelector<HTMLElement>(`#${id}`);
    if (!host) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    // The demo's stand-in installs a session class; without one only Safari's own can pay.
    if (script) await loadScript(script, 'Apple Pay');
    const Session = applePaySession();
    if (!capable(Session)) throw new ApiError(deviceNotCapable('Apple Pay'), 400, 'not_capable');

    let mounted = true;
    let active: ApplePaySession | undefined;
    const begin = () => {
      if (active) return;
      const domainName = window.location.hostname;
      let session: ApplePaySession;
      try {
        // Created in the click itself: Safari opens a sheet only from the shopper's gesture.
        session = new Session(APPLE_PAY_VERSION, applePayRequest(cart.facts(), domainName));
      } catch (error) {
        onFailed(error);
        return;
      }
      const open = session;
      const end = (report: () => void) => {
        if (active !== open) return;
        active = undefined;
        if (mounted) report();
      };
      open.onvalidatemerchant = (event) => {
        merchantSession(cart.vault, {
          validationURL: event.validationURL,
          merchantIdentifier,
          displayName: domainName,
          domainName,
        })
          .then((merchant) => open.completeMerchantValidation(merchant))
          .catch((error: unknown) => {
            end(() => onFailed(error));
            quietly(() => open.abort());
          });
      };
      open.onpaymentauthorized = (event) => {
        cardOfApplePay(cart.vault, event.payment.token)
          .then((card) => authorizeWalletCard(cart, 'apple', card))
          .then(
            () => {
              quietly(() => open.completePayment({ status: Session.STATUS_SUCCESS }));
              end(() => onPaid({ done: true }));
            },
            (error: unknown) => {
              quietly(() => open.completePayment({ status: Session.STATUS_FAILURE }));
              end(() => onFailed(error));
            },
          );
      };
      open.oncancel = () => end(() => onFailed(paymentCancelled()));
      active = open;
      open.begin();
    };
    const button = applePayButton();
    button.addEventListener('click', begin);
    host.append(button);
    return {
      unmount() {
        mounted = false;
        button.remove();
        const open = active;
        active = undefined;
        if (open) quietly(() => open.abort());
      },
    };
  },
};
