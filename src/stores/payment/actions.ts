import { getPaymentSettings } from '../../api/storefront/settings';
import { vaultCardFields } from '../../domain/cards';
import type { CardFormValues } from '../../domain/cards';
import { ApiError } from '../../domain/errors';
import {
  PAYMENT_AUTHENTICATION_FAILED,
  SETTINGS_LOAD_FAILED,
  unsupportedPaymentMethod,
  userMessage,
} from '../../domain/messages';
import { BILLING_METHODS } from '../../domain/payments';
import type { BillingMethod } from '../../domain/payments';
import { parseGatewayReturn } from '../../domain/routes';
import { GATEWAYS } from '../../payments/methods';
import type { BillingDetails, MountedMethod, PaymentNext } from '../../payments/types';
import { authorizeCard, clearPayment, setCard } from '../cart/checkout';
import { config, storefront } from '../connections';
import { $payment } from './state';

let mounted: MountedMethod | undefined;

/** Loads the store's payment settings once; a failure is logged as the spec says and shown. */
export async function loadPaymentSettings(): Promise<void> {
  const { status } = $payment.get();
  if (status === 'loading' || status === 'ready') return;
  $payment.set({ ...$payment.get(), status: 'loading', error: null });
  try {
    const settings = await getPaymentSettings(storefront());
    // SPEC point 5: an enabled method that names no gateway is a settings mistake, logged. A
    // method this build has no module for yet is simply not offered.
    for (const method of BILLING_METHODS) {
      if (settings[method]?.enabled && !settings[method].gateway) {
        console.error(`[widgets] ${unsupportedPaymentMethod(method)}`);
      }
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
  $payment.set({ ...$payment.get(), open: null, mount: 'idle', field: null });
}

/**
 * Opens a method's panel: only now is its gateway module fetched and the provider's library
 * loaded, then its fields are mounted into `target` (which holds the spec's element ids).
 */
export async function openMethod(method: BillingMethod, target: HTMLElement): Promise<void> {
  closeMethod();
  const settings = $payment.get().settings?.[method];
  const gateway = GATEWAYS[method];
  $payment.set({ ...$payment.get(), open: method, mount: 'loading', error: null });
  try {
    if (!gateway || !settings) {
      throw new ApiError(unsupportedPaymentMethod(method), 400, 'unsupported_method');
    }
    const module = await gateway();
    const script = method === 'card' ? config().providers.stripe : '';
    const next = await module.mount(target, {
      settings,
      script,
      onChange: (field) => $payment.setKey('field', field),
    });
    // The shopper may have picked another method while this one loaded.
    if ($payment.get().open !== method) return next.unmount();
    mounted = next;
    $payment.setKey('mount', 'ready');
  } catch (error) {
    if ($payment.get().open !== method) return;
    $payment.set({ ...$payment.get(), mount: 'error', error: userMessage(error) });
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
    $payment.set({ ...$payment.get(), paying: false, error: userMessage(error) });
    throw error;
  }
}

/** Pays with the open provider method: tokenise in its library, then authorise on the cart. */
export const payWithOpenMethod = (
  billing: BillingDetails,
  returnUrl: string,
): Promise<PaymentNext> =>
  paying(async () => {
    if (!mounted) throw new ApiError(unsupportedPaymentMethod('none'), 400, 'no_method');
    const tokenized = await mounted.tokenize(billing);
    return authorizeCard(tokenized.card, returnUrl, tokenized.authenticator);
  });

/** Pays with our own card fields, for a card gateway other than the card provider. */
export const payWithCardFields = (
  form: CardFormValues,
  returnUrl: string,
  gateway: string,
): Promise<PaymentNext> =>
  paying(() => setCard(vaultCardFields(form, new Date()), returnUrl, gateway));

/**
 * Finishes a provider's return to the page (`?gateway=...`, SPEC point 2). The card's 3-D
 * Secure: succeeded means the intent stored before leaving is authorised; canceled forgets it
 * and says why. Undefined when the page is not a return.
 */
export async function finishReturn(search: string): Promise<PaymentNext | undefined> {
  const result = parseGatewayReturn(search);
  if (result?.gateway !== 'stripe') return undefined;
  if (result.redirectStatus === 'succeeded') return { done: true };
  await clearPayment().catch(() => undefined);
  $payment.setKey('notice', PAYMENT_AUTHENTICATION_FAILED);
  return undefined;
}
