import { describe, expect, it, vi } from 'vitest';
import type {
  PaymentMethod,
  PaymentRequestOptions,
  PaymentRequestPaymentMethodEvent,
  PaymentRequestUpdateOptions,
  Stripe,
} from '@stripe/stripe-js';
import { PAYMENT_CANCELLED } from '@domain/messages';
import { PAYMENT_ELEMENT_IDS } from '@domain/payments';
import { PAYMENT_REQUEST_COUNTRY, mountPaymentRequest } from '@payments/card/payment-request';
import { fakeCart, fakeVault, panel, stripeIntentCall } from '../wallet-support';

const METHOD = {
  id: 'pm_wallet',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
} as PaymentMethod;

/**
 * The card provider's payment request as far as the module calls it (the browser's sheet is
 * the provider's): what it was asked, and its events to fire as the shopper would.
 */
function fakeStripe(canPay: boolean) {
  const seen = {
    options: [] as PaymentRequestOptions[],
    updates: [] as PaymentRequestUpdateOptions[],
    shown: 0,
    completed: [] as string[],
  };
  const handlers = new Map<string, (event?: PaymentRequestPaymentMethodEvent) => void>();
  const request = {
    canMakePayment: async () => (canPay ? { googlePay: true } : null),
    update: (options: PaymentRequestUpdateOptions) => seen.updates.push(options),
    show: () => (seen.shown += 1),
    isShowing: () => false,
    abort: vi.fn(),
    on(type: string, handler: (event?: PaymentRequestPaymentMethodEvent) => void) {
      handlers.set(type, handler);
      return request;
    },
  };
  const stripe = {
    paymentRequest(options: PaymentRequestOptions) {
      seen.options.push(options);
      return request;
    },
  } as unknown as Stripe;
  const pays = () =>
    handlers.get('paymentmethod')?.({
      paymentMethod: METHOD,
      complete: (status) => seen.completed.push(status),
      walletName: 'browserCard',
      methodName: 'basic-card',
    });
  return { stripe, seen, pays, cancels: () => handlers.get('cancel')?.() };
}

const host = () => {
  const form = panel(PAYMENT_ELEMENT_IDS.paymentRequest);
  return form.querySelector<HTMLElement>(`#${PAYMENT_ELEMENT_IDS.paymentRequest}`) as HTMLElement;
};

const button = () => document.querySelector<HTMLButtonElement>('.mw-payment__express-button');

describe("the card provider's payment request (the browser's wallet)", () => {
  it('offers nothing where the browser has no wallet', async () => {
    const { stripe } = fakeStripe(false);
    const { cart } = fakeCart(fakeVault({}));
    const where = host();
    const stop = await mountPaymentRequest(stripe, where, {
      cart,
      onPaid: vi.fn(),
      onFailed: vi.fn(),
    });
    expect(stop).toBeUndefined();
    expect(where.childElementCount).toBe(0);
  });

  it("asks for the capture total in minor units; the paymentmethod event's card pays the cart", async () => {
    const { stripe, seen, pays } = fakeStripe(true);
    const vault = fakeVault({ intent: { id: 'pi_1', status: 'requires_capture' } });
    const { cart, update } = fakeCart(vault);
    const onPaid = vi.fn();
    await mountPaymentRequest(stripe, host(), { cart, onPaid, onFailed: vi.fn() });
    expect(seen.options).toEqual([
      {
        country: PAYMENT_REQUEST_COUNTRY,
        currency: 'usd',
        total: { label: 'Total', amount: 4900 },
      },
    ]);
    button()?.click();
    expect(seen.updates).toEqual([{ currency: 'usd', total: { label: 'Total', amount: 4900 } }]);
    expect(seen.shown).toBe(1);
    pays();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith({ done: true }));
    expect(seen.completed).toEqual(['success']);
    expect(vault.calls).toEqual([stripeIntentCall('pm_wallet')]);
    expect(update).toHaveBeenCalledWith({
      billing: {
        method: 'card',
        card: {
          token: 'pm_wallet',
          gateway: 'stripe',
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
        },
        intent: { stripe: { id: 'pi_1', auth_amount: 49 } },
      },
    });
  });

  it('a refused card closes the sheet as failed and says why; a cancelled sheet says so', async () => {
    const { stripe, seen, pays, cancels } = fakeStripe(true);
    const vault = fakeVault({
      intent: { errors: { card: { message: 'Your card was declined.' } } },
    });
    const { cart, update } = fakeCart(vault);
    const onFailed = vi.fn();
    await mountPaymentRequest(stripe, host(), { cart, onPaid: vi.fn(), onFailed });
    pays();
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(seen.completed).toEqual(['fail']);
    expect(update).not.toHaveBeenCalled();
    cancels();
    expect(onFailed).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: PAYMENT_CANCELLED }),
    );
  });

  it('unmounted, its button goes and a late answer reaches no one', async () => {
    const { stripe, pays } = fakeStripe(true);
    const { cart } = fakeCart(fakeVault({ intent: { id: 'pi_1', status: 'requires_capture' } }));
    const onPaid = vi.fn();
    const stop = await mountPaymentRequest(stripe, host(), { cart, onPaid, onFailed: vi.fn() });
    expect(button()).not.toBeNull();
    stop?.();
    expect(button()).toBeNull();
    pays();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onPaid).not.toHaveBeenCalled();
  });
});
