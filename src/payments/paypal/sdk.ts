import { loadScript } from '@paypal/paypal-js';
import type { PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import { ApiError } from '@domain/errors';
import { notLoaded } from '@domain/messages';
import { SCRIPT_SETTLE_MS } from '@domain/payments';

const loads = new Map<string, Promise<PayPalNamespace>>();

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, SCRIPT_SETTLE_MS));

/**
 * PayPal's SDK through its official loader (which builds the script URL from the options and
 * `sdkBaseUrl`), once per set of options, then the 1 s the providers need to settle (SPEC
 * point 7). A failed load is forgotten, so opening the method again retries.
 */
export function loadPayPal(options: PayPalScriptOptions): Promise<PayPalNamespace> {
  const key = JSON.stringify(options);
  let done = loads.get(key);
  if (!done) {
    done = loadScript(options)
      .catch(() => null)
      .then(async (paypal) => {
        if (!paypal?.Buttons) throw new ApiError(notLoaded('PayPal'), 503, 'library_not_loaded');
        await settle();
        return paypal;
      });
    done.catch(() => loads.delete(key));
    loads.set(key, done);
  }
  return done;
}
