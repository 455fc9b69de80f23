import type { PayPalButtonsComponentOptions, PayPalScriptOptions } from '@paypal/paypal-js';
import { createIntent } from '@api/vault';
import { ApiError } from '@domain/errors';
import {
  PAYMENT_AUTHENTICATION_FAILED,
  PAYMENT_NOT_FOUND,
  elementNotFound,
  paymentCancelled,
  settingMissing,
  unsupportedPaymentMethod,
} from '@domain/messages';
import {
  PAYMENT_ELEMENT_IDS,
  PAYPAL_BUTTON,
  checkWallet,
  merchantIdOf,
  walletReturn,
} from '@domain/payments';
import type { MethodSettings } from '@domain/payments';
import type { CartPort, CheckoutFacts, MethodContext, PaymentGateway } from '../types';
import { approvedCart } from './approve';
import { walletOrder } from './order';
import { loadPayPal } from './sdk';
import { changeShipping, restoreShipping } from './shipping';
import type { ShippingBefore } from './shipping';

const { height, color, shape, label, layout, tagline } = PAYPAL_BUTTON;

/** The SDK for the cart's currency; the page setting (the demo's stand-in) or PayPal's own. */
function scriptOptions(
  clientId: string,
  settings: MethodSettings,
  facts: CheckoutFacts,
  script: string,
): PayPalScriptOptions {
  const merchantId = merchantIdOf(settings);
  return {
    clientId,
    currency: facts.currency,
    // The order is authorised now and captured by the store; the shopper confirms on our
    // review page, so PayPal's button says "Continue", not "Pay now".
    intent: 'authorize',
    commit: false,
    components: 'buttons',
    ...(merchantId ? { merchantId } : {}),
    environment: settings.mode === 'sandbox' ? 'sandbox' : 'production',
    ...(script ? { sdkBaseUrl: script } : {}),
  };
}

function checkCart(facts: CheckoutFacts, settings: MethodSettings): void {
  const problem = checkWallet(facts.captureTotal, facts.hasSubscription, settings);
  if (problem) throw problem;
}

/** PayPal's order: created through the vault, whose intent id is the PayPal order id. */
async function createOrder(cart: CartPort, settings: MethodSettings): Promise<string> {
  const facts = cart.facts();
  checkCart(facts, settings);
  const order = await createIntent<{ readonly id?: unknown } | undefined>(cart.vault, {
    gateway: 'paypal',
    intent: walletOrder(facts, settings),
  });
  if (typeof order?.id !== 'string' || !order.id) {
    throw new ApiError(PAYMENT_NOT_FOUND, 502, 'payment_not_found');
  }
  return order.id;
}

/**
 * The cart's shipping from before PayPal's first address change, to put back when the shopper
 * leaves PayPal without paying (a cancel, an error, another method): the cart must not keep
 * PayPal's city under our street.
 */
function shippingKeeper(cart: CartPort) {
  let before: ShippingBefore | undefined;
  return {
    remember: (): ShippingBefore => (before ??= cart.facts().shipping ?? {}),
    forget: () => {
      before = undefined;
    },
    async restore(): Promise<void> {
      const shipping = before;
      before = undefined;
      if (shipping) await restoreShipping(cart, shipping);
    },
  };
}

/** The button's callbacks: each ends by reporting to the payment step, never by throwing. */
function callbacks(
  { settings, cart, onPaid }: MethodContext,
  report: (error: unknown) => void,
  shipping: ReturnType<typeof shippingKeeper>,
): PayPalButtonsComponentOptions {
  return {
    // A failure here reaches onError through the SDK, as PayPal reports it.
    createOrder: () => createOrder(cart, settings),
    ...(cart.facts().shippingRequired
      ? {
          async onShippingChange(data, actions) {
            try {
              await changeShipping(cart, data, actions, shipping.remember());
            } catch (error) {
              report(error);
              await actions.reject();
            }
          },
        }
      : {}),
    async onApprove(data, actions) {
      try {
        const order = await actions.order?.get();
        if (!order) throw new ApiError(PAYMENT_NOT_FOUND, 502, 'payment_not_found');
        const facts = cart.facts();
        // The vault ties the PayPal order to the cart it pays; a plan has no cart, and the
        // store's subscription takes the order itself.
        if (facts.cartId) {
          await createIntent(
            cart.vault,
            { gateway: 'paypal', intent: { cart_id: facts.cartId, paypal_order_id: data.orderID } },
            'put',
          );
        }
        await cart.update(approvedCart(order, data.orderID, facts));
        shipping.forget();
        onPaid({ done: true });
      } catch (error) {
        report(error);
      }
    },
    onCancel: () => {
      report(paymentCancelled());
      shipping.restore().catch(report);
    },
    onError: (error) => {
      report(error);
      shipping.restore().catch(report);
    },
  };
}

/**
 * PayPal's own button (`@paypal/paypal-js`) in `#paypal-button`, with SPEC point 9's look. The
 * shopper approves at PayPal without leaving the page; the approval is written to the cart and
 * the step goes on to the review, where the order is placed.
 */
export const paypalButton: PaymentGateway = {
  async mount(target, context) {
    const { settings, script, cart, onFailed } = context;
    const id = PAYMENT_ELEMENT_IDS.paypal;
    const host = target.querySelector<HTMLElement>(`#${id}`);
    if (!host) throw new ApiError(elementNotFound(id), 400, 'element_missing');
    const facts = cart.facts();
    checkCart(facts, settings);
    const clientId = typeof settings.client_id === 'string' ? settings.client_id : '';
    if (!clientId) {
      throw new ApiError(settingMissing('PayPal', 'client_id'), 400, 'payment_settings');
    }
    const paypal = await loadPayPal(scriptOptions(clientId, settings, facts, script));
    let live = true;
    // A closed panel has nothing more to say.
    const report = (error: unknown) => {
      if (live) onFailed(error);
    };
    const shipping = shippingKeeper(cart);
    const buttons = paypal.Buttons?.({
      style: { height, color, shape, label, layout, tagline },
      ...callbacks(context, report, shipping),
    });
    if (!buttons?.isEligible()) {
      throw new ApiError(unsupportedPaymentMethod('paypal'), 400, 'unsupported_method');
    }
    await buttons.render(host);
    return {
      unmount() {
        live = false;
        buttons.close().catch(() => undefined);
        // The panel is gone, so a failure here has nowhere to be shown.
        shipping.restore().catch(() => undefined);
      },
    };
  },
  /**
   * The shopper back from PayPal's own page (`?gateway=paypal`) rather than its window over
   * ours: a cancel there is a cancellation (SPEC point 4), as the button's own cancel is.
   */
  async resume(back) {
    walletReturn(back.redirectStatus);
    if (back.redirectStatus !== 'succeeded') {
      throw new ApiError(PAYMENT_AUTHENTICATION_FAILED, 402, 'authentication_failed');
    }
    return { done: true };
  },
};
