import { getPaymentSettings } from '@api/storefront/settings';
import type { PaymentMethodSettings } from '@api/storefront/settings';
import { ApiError } from '@domain/errors';
import {
  SETTINGS_LOAD_FAILED,
  paymentsDisabled,
  unsupportedPaymentMethod,
  userMessage,
} from '@domain/messages';
import { BILLING_METHODS, checkMethodSettings } from '@domain/payments';
import type { BillingMethod } from '@domain/payments';
import { gatewayEntry } from '@payments/methods';
import type { GatewayEntry } from '@payments/methods';
import { storefront } from '../connections';
import { $payment } from './state';

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

/**
 * An enabled method's settings and its gateway's module entry. SPEC point 8: a method the
 * settings do not enable is disabled; one on a gateway this build has no module for is
 * unsupported; each throws the spec's words.
 */
export function enabledMethod(method: BillingMethod): {
  readonly settings: PaymentMethodSettings;
  readonly entry: GatewayEntry;
} {
  const settings = $payment.get().settings?.[method];
  if (settings?.enabled !== true) {
    throw new ApiError(paymentsDisabled(method), 400, 'method_disabled');
  }
  const entry = gatewayEntry(method, settings.gateway);
  if (!entry) throw new ApiError(unsupportedPaymentMethod(method), 400, 'unsupported_method');
  return { settings, entry };
}
