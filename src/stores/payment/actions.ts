import { getPaymentSettings } from '@api/storefront/settings';
import { vaultCardFields } from '@domain/card-form';
import type { CardFormValues } from '@domain/cards';
import { ApiError } from '@domain/errors';
import {
  PAYMENT_AUTHENTICATION_FAILED,
  SETTINGS_LOAD_FAILED,
  TOKENIZATION_PARAMS_MISSING,
  paymentsDisabled,
  unsupportedPaymentMethod,
  userMessage,
} from '@domain/messages';
import { BILLING_METHODS, checkMethodSettings } from '@domain/payments';
import type { BillingMethod } from '@domain/payments';
import { parseGatewayReturn } from '@domain/routes';
import { gatewayEntry } from '@payments/methods';
import type { BillingDetails, MountedMethod, PaymentNext } from '@payments/types';
import { ensureCart } from '../cart/actions';
import { authorizeCard, clearPayment, setCard } from '../cart/checkout';
import { $cart } from '../cart/state';
import { config, storefront } from '../connections';
import { paymentFailed } from './errors';
import { $payment } from './state';

let mounted: MountedMethod | undefined;
let settingsLoad: Promise<void> | undefined;

/** Loads the store's payment settings once; a failure is logged as the spec says and shown. */
export function loadPaymentSettings(): Promise<void> {
  const { status } = $payment.get();
  if (status === 'ready') return Promise.resolve();
  if (status !== 'loading' || !settingsLoad) settingsLoad = fetchSettings();
  return settingsLoad;
}

async function fetchSettings(): Promise<void> {
  $payment.set({ ...$payment.get(), status: 'loading', error: null });
  try {
    const answered = await getPaymentSettings(storefront());
    // SPEC point 5: an enabled method that names no gateway, or lacks what it needs (a
    // merchant id, a key), is a settings mistake: logged once, here, and not offered; the
    // others still are. A method this build has no module for is simply not offered.
    const settings = { ...answered };
    for (const method of BILLING_METHODS) {
      const entry = answered[method];
      if (!entry?.enabled) continue;
      const problem = entry.gateway
        ? checkMethodSettings(method, entry)?.message
        : unsupportedPaymentMethod(method);
      if (!problem) continue;
      console.error(`[widgets] ${problem}`);
      settings[method] = { ...entry, enabled: false };
    }
    $payment.set({ ...$payment.get(), settings, status: 'ready' });
  } catch (error) {
    console.error(`[widgets] ${SETTINGS_LOAD_FAILED}`, error);
    $payment.set({ ...$payment.get(), status: 'error', error: userMessage(error) });
  }
}

/** Closes the open method's provider fields (another method opened, the step left). */
export function closeMethod(): void {
  mounted?.unmount();
  mounted = undefined;
  $payment.set({ ...$payment.get(), open: null, mount: 'idle', field: null, pays: null });
}

/**
 * Opens a method's panel: only now is its gateway module fetched and the provider's library
 * loaded, then its fields are mounted into `target` (which holds the spec's element ids).
 */
export async function openMethod(
  method: BillingMethod,
  target: HTMLElement,
  paymentUrl: string,
): Promise<void> {
  closeMethod();
  const settings = $payment.get().settings?.[method];
  const entry = gatewayEntry(method, settings?.gateway);
  $payment.set({ ...$payment.get(), open: method, mount: 'loading', error: null, next: null });
  const mine = () => $payment.get().open === method;
  try {
    // SPEC point 8: a method the settings do not enable is disabled; one on a gateway this
    // build has no module for is unsupported. Both are logged, as every payment error is.
    if (settings?.enabled !== true) {
      throw new ApiError(paymentsDisabled(method), 400, 'method_disabled');
    }
    if (!entry) throw new ApiError(unsupportedPaymentMethod(method), 400, 'unsupported_method');
    const [module, { cartPort }] = await Promise.all([entry.load(), import('./port')]);
    const next = await module.mount(target, {
      // A method on the card provider's gateway without a key of its own (Google Pay) has its
      // card tokenised with the card method's publishable key, as swell-js does.
      settings:
        settings.gateway !== 'stripe' || settings.publishable_key
          ? settings
          : { ...settings, publishable_key: $payment.get().settings?.card?.publishable_key },
      script: entry.script ? config().providers[entry.script] : '',
      onChange: (field) => $payment.setKey('field', field),
      cart: cartPort(paymentUrl),
      onPaid: (paid) => {
        if (mine()) $payment.set({ ...$payment.get(), error: null, notice: null, next: paid });
      },
      onFailed: (error) => {
        if (mine()) $payment.set({ ...$payment.get(), error: paymentFailed(error) });
      },
    });
    // The shopper may have picked another method while this one loaded.
    if (!mine()) return next.unmount();
    mounted = next;
    $payment.set({
      ...$payment.get(),
      mount: 'ready',
      pays: next.tokenize || next.pay ? 'submit' : 'button',
    });
  } catch (error) {
    if ($payment.get().open !== method) return;
    $payment.set({ ...$payment.get(), mount: 'error', error: paymentFailed(error) });
  }
}

async function paying(work: () => Promise<PaymentNext>): Promise<PaymentNext> {
  if ($payment.get().paying) throw new ApiError('A payment is already on its way', 409, 'busy');
  $payment.set({ ...$payment.get(), paying: true, error: null, notice: null });
  try {
    const next = await work();
    $payment.setKey('paying', false);
    return next;
  } catch (error) {
    $payment.set({ ...$payment.get(), paying: false, error: paymentFailed(error) });
    throw error;
  }
}

/**
 * Pays with the open method through the step's button: a redirect method starts its payment;
 * the card is tokenised in its library, then authorised on the cart.
 */
export const payWithOpenMethod = (
  billing: BillingDetails,
  returnTo: string,
): Promise<PaymentNext> =>
  paying(async () => {
    const method = mounted;
    // Nothing open: nothing says what to tokenise (SPEC point 5).
    if (!method) throw new ApiError(TOKENIZATION_PARAMS_MISSING, 400, 'no_method');
    if (method.pay) return method.pay();
    if (!method.tokenize) throw new ApiError(unsupportedPaymentMethod('none'), 400, 'no_method');
    const tokenized = await method.tokenize(billing);
    return authorizeCard(tokenized.card, returnTo, tokenized.authenticator);
  });

/** Pays with our own card fields, for a card gateway other than the card provider. */
export const payWithCardFields = (
  form: CardFormValues,
  returnUrl: string,
  gateway: string,
): Promise<PaymentNext> =>
  paying(() => setCard(vaultCardFields(form, new Date()), returnUrl, gateway));

/** Settles once the cart has been read (now, or by a load already on its way). */
async function cartLoaded(): Promise<void> {
  if (!$cart.get().loaded && !$cart.get().loading) await ensureCart();
  if ($cart.get().loaded) return;
  await new Promise<void>((resolve) => {
    const stop = $cart.listen((state) => {
      if (!state.loaded && state.loading) return;
      stop();
      resolve();
    });
  });
}

/**
 * Who finishes a return: the method the cart was billed with, if its gateway is the one the
 * shopper comes back from; else the one enabled method on that gateway (a wallet whose button
 * left the page before anything was put on the cart). Undefined when none or several fit.
 */
function returningMethod(gateway: string): BillingMethod | undefined {
  const settings = $payment.get().settings;
  const billed = $cart.get().cart?.billing.method;
  const on = (method: BillingMethod) =>
    settings?.[method]?.enabled === true && settings[method].gateway === gateway;
  const method = BILLING_METHODS.find((candidate) => candidate === billed);
  if (method && on(method)) return method;
  const candidates = BILLING_METHODS.filter(on);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Finishes a provider's return to the page (`?gateway=...`, SPEC point 2). The method the
 * cart was billed with before the shopper left, on the gateway they come back from, finishes
 * it (a wallet's approval, a voucher's status); without a module of its own (the card's 3-D
 * Secure, a bank's redirect) `redirect_status` decides: succeeded means the payment stored
 * before leaving is authorised. Anything else forgets that payment and says why. Undefined
 * when the page is not a return, or the payment did not go through.
 */
export async function finishReturn(
  search: string,
  paymentUrl: string,
): Promise<PaymentNext | undefined> {
  const back = parseGatewayReturn(search);
  if (!back) return undefined;
  try {
    // Who finishes it depends on the settings and on what the cart was billed with.
    await Promise.all([loadPaymentSettings(), cartLoaded()]);
    const method = returningMethod(back.gateway);
    const entry = method && gatewayEntry(method, back.gateway);
    const module = entry && (await entry.load());
    if (module?.resume) {
      const { cartPort } = await import('./port');
      return await module.resume(back, cartPort(paymentUrl));
    }
    if (back.redirectStatus === 'succeeded') return { done: true };
    throw new ApiError(PAYMENT_AUTHENTICATION_FAILED, 402, 'authentication_failed');
  } catch (error) {
    await clearPayment().catch(() => undefined);
    $payment.setKey('notice', paymentFailed(error));
    return undefined;
  }
}
