import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { PAYMENT_ERROR_EVENT, TOKENIZATION_PARAMS_MISSING, paymentsDisabled } from '@domain';
import type { PaymentErrorDetail } from '@domain';
import {
  $payment,
  loadPaymentSettings,
  onPaymentError,
  openMethod,
  payWithOpenMethod,
} from '@stores/payment';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';

const PAGE = 'https://shop.test/checkout/payment';

/** The reference backend, with iDEAL switched off in its payment settings. */
function storeWithoutIdeal(): void {
  connectStores(async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input).includes('/api/settings/payments')) return res;
    const settings = (await res.json()) as Record<string, object>;
    return Response.json({ ...settings, ideal: { ...settings.ideal, enabled: false } });
  });
}

describe('payment errors (SPEC points 5 and 8)', () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    resetStores();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    logged.mockRestore();
  });

  it('tokenising with no method open has no parameters: said, and logged', async () => {
    connectStores();
    await expect(payWithOpenMethod({}, PAGE)).rejects.toThrow(TOKENIZATION_PARAMS_MISSING);
    expect($payment.get().error).toBe(TOKENIZATION_PARAMS_MISSING);
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      `[widgets] ${TOKENIZATION_PARAMS_MISSING}`,
    ]);
  });

  it('a method the settings do not enable is disabled, in the spec’s words', async () => {
    storeWithoutIdeal();
    await loadPaymentSettings();
    await openMethod('ideal', document.createElement('form'), PAGE);
    expect($payment.get()).toMatchObject({ mount: 'error', error: paymentsDisabled('ideal') });
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      `[widgets] ${paymentsDisabled('ideal')}`,
    ]);
  });

  it('go to the caller’s callback instead of the console while one is given', async () => {
    connectStores();
    const heard: unknown[] = [];
    const stop = onPaymentError((error) => heard.push(error));
    await expect(payWithOpenMethod({}, PAGE)).rejects.toThrow(TOKENIZATION_PARAMS_MISSING);
    expect(heard).toEqual([expect.objectContaining({ message: TOKENIZATION_PARAMS_MISSING })]);
    expect(logged).not.toHaveBeenCalled();
    stop();
    await expect(payWithOpenMethod({}, PAGE)).rejects.toThrow(TOKENIZATION_PARAMS_MISSING);
    expect(heard).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('reach a page as a document event; a listener that handles it keeps it off the console', async () => {
    connectStores();
    const heard: PaymentErrorDetail[] = [];
    let handle = false;
    const listen = (event: Event) => {
      heard.push((event as CustomEvent<PaymentErrorDetail>).detail);
      if (handle) event.preventDefault();
    };
    document.addEventListener(PAYMENT_ERROR_EVENT, listen);
    try {
      // Heard but not handled: the console still has it.
      await expect(payWithOpenMethod({}, PAGE)).rejects.toThrow(TOKENIZATION_PARAMS_MISSING);
      expect(heard).toEqual([{ message: TOKENIZATION_PARAMS_MISSING, code: 'no_method' }]);
      expect(logged).toHaveBeenCalledTimes(1);
      // Handled: the page's own words instead of ours in the console.
      handle = true;
      await expect(payWithOpenMethod({}, PAGE)).rejects.toThrow(TOKENIZATION_PARAMS_MISSING);
      expect(heard).toHaveLength(2);
      expect(logged).toHaveBeenCalledTimes(1);
      expect($payment.get().error).toBe(TOKENIZATION_PARAMS_MISSING);
    } finally {
      document.removeEventListener(PAYMENT_ERROR_EVENT, listen);
    }
  });
});
