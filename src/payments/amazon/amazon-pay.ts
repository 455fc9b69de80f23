import { authorizeGateway, createIntent } from '@api/vault';
import { ApiError } from '@domain/errors';
import {
  PAYMENT_ELEMENT_PARAMS_MISSING,
  REDIRECT_PARAMS_MISSING,
  elementNotFound,
  notLoaded,
} from '@domain/messages';
import { toWalletAmount } from '@domain/money';
import {
  AMAZON_BUTTON,
  amazonProductType,
  checkAmazonSession,
  checkMethodSettings,
  redirectResult,
} from '@domain/payments';
import type { MethodSettings } from '@domain/payments';
import type { GatewayReturn } from '@domain/routes';
import { loadScript } from '../load-script';
import type { CartPort, PaymentGateway, PaymentNext } from '../types';
import type { AmazonCheckout, AmazonPayButtonOptions } from './checkout-js';
import { checkoutCharge, checkoutLanguage, checkoutSessionParams } from './checkout-session';

/** Amazon's own checkout.js (the North American host, as the published store client uses). */
export const AMAZON_CHECKOUT_JS = 'https://static-na.payments-amazon.com/checkout.js';

const LIBRARY = 'Amazon Pay';

/** The vault's signed checkout session (its authorization). */
interface SignedSession {
  readonly payload?: string;
  readonly signature?: string;
}

/** The vault's charge of an approved checkout session: Amazon's page for the final step. */
interface SessionCharge {
  readonly id?: string;
  readonly redirect_url?: string;
}

function credentials(settings: MethodSettings) {
  const problem = checkMethodSettings('amazon', settings);
  if (problem) throw problem;
  return { merchantId: String(settings.merchant_id), publicKeyId: String(settings.public_key_id) };
}

function checkoutJs(): AmazonCheckout {
  const amazon = window.amazon;
  if (!amazon?.Pay) throw new ApiError(notLoaded(LIBRARY), 503, 'library_not_loaded');
  return amazon;
}

/** The returned session id, or the spec's error when Amazon sent none. */
function sessionOf(back: GatewayReturn): string {
  const id = back.checkoutSessionId;
  if (!id) throw checkAmazonSession(id);
  return id;
}

/**
 * The buyer is back from choosing how to pay: the session is charged through the vault, kept
 * on the cart with its charge (the order is paid by that), and Amazon's page confirms it.
 */
async function chargeSession(cart: CartPort, checkoutSessionId: string): Promise<PaymentNext> {
  const charge = await createIntent<SessionCharge | undefined>(cart.vault, {
    gateway: 'amazon',
    intent: checkoutCharge(cart.facts(), checkoutSessionId),
  });
  if (!charge?.redirect_url) throw new ApiError(REDIRECT_PARAMS_MISSING, 400, 'redirect_missing');
  // The published store client keeps only the session; a charge the vault names is kept too,
  // as the payment the order is paid by.
  await cart.update({
    billing: {
      method: 'amazon',
      amazon: { checkout_session_id: checkoutSessionId },
      ...(charge.id ? { intent: { amazon: { id: charge.id } } } : {}),
    },
  });
  return { redirect: charge.redirect_url };
}

/**
 * Amazon Pay (an Amazon-style checkout): Amazon's button with a checkout session the vault
 * signed; the buyer chooses how to pay on Amazon's pages and comes back twice, first to have
 * the session charged (`amazonCheckoutSessionId`), then with `confirm=true` once Amazon
 * confirmed the charge.
 */
export const amazonPay: PaymentGateway = {
  async mount(target, { settings, script, cart }) {
    const id = AMAZON_BUTTON.elementId;
    const host = target.querySelector<HTMLElement>(`#${id}`);
    if (!host) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    const { merchantId, publicKeyId } = credentials(settings);
    const facts = cart.facts();
    const [session] = await Promise.all([
      authorizeGateway<SignedSession | undefined>(cart.vault, {
        gateway: 'amazon',
        params: checkoutSessionParams(facts, settings),
      }),
      loadScript(script || AMAZON_CHECKOUT_JS, LIBRARY),
    ]);
    if (!session?.payload || !session.signature) {
      throw new ApiError(PAYMENT_ELEMENT_PARAMS_MISSING, 400, 'session_missing');
    }
    const options: AmazonPayButtonOptions = {
      merchantId,
      publicKeyId,
      ledgerCurrency: facts.currency,
      checkoutLanguage: checkoutLanguage(document.documentElement.lang),
      productType: amazonProductType(facts.shippingRequired),
      placement: AMAZON_BUTTON.placement,
      buttonColor: AMAZON_BUTTON.color,
      sandbox: settings.mode === 'sandbox' || settings.mode === 'test',
      ...(facts.captureTotal > 0
        ? {
            estimatedOrderAmount: {
              amount: String(toWalletAmount(facts.captureTotal)),
              currencyCode: facts.currency,
            },
          }
        : {}),
      createCheckoutSessionConfig: {
        payloadJSON: session.payload,
        signature: session.signature,
        publicKeyId,
      },
    };
    checkoutJs().Pay.renderButton(`#${id}`, options);
    return { unmount: () => host.replaceChildren() };
  },

  async resume(back, cart) {
    try {
      redirectResult(back.redirectStatus);
      const checkoutSessionId = sessionOf(back);
      return back.confirm ? { done: true } : await chargeSession(cart, checkoutSessionId);
    } catch (error) {
      // The payment step forgets the method and the charge; the session goes with them, or
      // the order would later find it and take it for this cart's payment.
      await cart.update({ billing: { amazon: null } }).catch(() => undefined);
      throw error;
    }
  },
};
