/// <reference types="googlepay" />
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_DECLINED,
  GOOGLE_MERCHANT_ID_UNDEFINED,
  PAYMENT_CANCELLED,
  STRIPE_KEY_UNDEFINED,
  deviceNotCapable,
  elementNotFound,
  notLoaded,
} from '@domain/messages';
import { GOOGLE_PAY_SCRIPT, stripeGooglePay } from '@payments/google/google-pay';
import { STRIPE_GOOGLE_PAY_VERSION } from '@payments/google/request';
import { loadScript } from '@payments/load-script';
import type { CartPort, MethodContext } from '@payments/types';
import { fakeCart, fakeVault, panel, stripeIntentCall } from '../wallet-support';

// pay.js is Google's; here a fake stands in for it, installed when "loaded".
vi.mock('@payments/load-script', () => ({ loadScript: vi.fn() }));

const SETTINGS = {
  gateway: 'stripe',
  merchant_id: 'LIVE-MERCHANT',
  test_merchant_id: 'TEST-MERCHANT',
  mode: 'test',
  publishable_key: 'pk_test_1',
};

const TOKEN = JSON.stringify({
  id: 'tok_wallet',
  object: 'token',
  card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});

type Request = google.payments.api.PaymentDataRequest;

/** pay.js as far as the module calls it; the sheet answers as the test says. */
function installPayJs(ready = true) {
  const seen = {
    options: [] as google.payments.api.PaymentOptions[],
    ready: [] as google.payments.api.IsReadyToPayRequest[],
    requests: [] as Request[],
    buttons: [] as google.payments.api.ButtonOptions[],
  };
  let sheet: (request: Request) => Promise<google.payments.api.PaymentData> = async () => ({
    apiVersion: 2,
    apiVersionMinor: 0,
    paymentMethodData: {
      type: 'CARD',
      info: { cardNetwork: 'VISA', cardDetails: '4242' },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
    },
  });
  class PaymentsClient {
    constructor(options: google.payments.api.PaymentOptions) {
      seen.options.push(options);
    }
    async isReadyToPay(request: google.payments.api.IsReadyToPayRequest) {
      seen.ready.push(request);
      return { result: ready };
    }
    createButton(options: google.payments.api.ButtonOptions) {
      seen.buttons.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Pay with Google Pay';
      button.addEventListener('click', (event) => options.onClick(event));
      return button;
    }
    loadPaymentData(request: Request) {
      seen.requests.push(request);
      return sheet(request);
    }
  }
  vi.mocked(loadScript).mockImplementation(async () => {
    (window as { google?: unknown }).google = { payments: { api: { PaymentsClient } } };
  });
  return { seen, answer: (next: typeof sheet) => (sheet = next) };
}

const context = (cart: CartPort, over: Partial<MethodContext> = {}): MethodContext => ({
  settings: SETTINGS,
  script: '/providers/google-pay.js',
  cart,
  onPaid: vi.fn(),
  onFailed: vi.fn(),
  ...over,
});

const INTENT = { id: 'pi_1', status: 'requires_capture' };

const pay = () => document.querySelector<HTMLButtonElement>('#googlepay-button button')?.click();

describe('Google Pay on the card provider', () => {
  beforeEach(() => {
    vi.mocked(loadScript).mockReset();
    delete (window as { google?: unknown }).google;
  });

  it('needs the merchant id, the card provider key and its element', async () => {
    installPayJs();
    const { cart } = fakeCart(fakeVault({}));
    const noMerchant = { gateway: 'stripe', mode: 'test', publishable_key: 'pk_test_1' };
    await expect(
      stripeGooglePay.mount(panel('googlepay-button'), context(cart, { settings: noMerchant })),
    ).rejects.toThrow(GOOGLE_MERCHANT_ID_UNDEFINED);
    const noKey = { gateway: 'stripe', mode: 'test', test_merchant_id: 'TEST-MERCHANT' };
    await expect(
      stripeGooglePay.mount(panel('googlepay-button'), context(cart, { settings: noKey })),
    ).rejects.toThrow(STRIPE_KEY_UNDEFINED);
    await expect(stripeGooglePay.mount(panel('elsewhere'), context(cart))).rejects.toThrow(
      elementNotFound('googlepay-button'),
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("loads the page setting's script, else Google's pay.js, and says when it defines nothing", async () => {
    installPayJs();
    const { cart } = fakeCart(fakeVault({}));
    await stripeGooglePay.mount(panel('googlepay-button'), context(cart));
    expect(loadScript).toHaveBeenLastCalledWith('/providers/google-pay.js', 'Google Pay');
    await stripeGooglePay.mount(panel('googlepay-button'), context(cart, { script: '' }));
    expect(loadScript).toHaveBeenLastCalledWith(GOOGLE_PAY_SCRIPT, 'Google Pay');
    vi.mocked(loadScript).mockImplementation(async () => undefined);
    delete (window as { google?: unknown }).google;
    await expect(stripeGooglePay.mount(panel('googlepay-button'), context(cart))).rejects.toThrow(
      notLoaded('Google Pay'),
    );
  });

  it('runs in the test environment only when the mode is test', async () => {
    const { seen } = installPayJs();
    const { cart } = fakeCart(fakeVault({}));
    await stripeGooglePay.mount(panel('googlepay-button'), context(cart));
    await stripeGooglePay.mount(
      panel('googlepay-button'),
      context(cart, { settings: { ...SETTINGS, mode: 'production' } }),
    );
    expect(seen.options.map((o) => o.environment)).toEqual(['TEST', 'PRODUCTION']);
  });

  it('shows no button on a browser that cannot pay, and says so', async () => {
    const { seen } = installPayJs(false);
    const { cart } = fakeCart(fakeVault({}));
    const target = panel('googlepay-button');
    await expect(stripeGooglePay.mount(target, context(cart))).rejects.toThrow(
      deviceNotCapable('Google Pay'),
    );
    expect(seen.ready).toEqual([
      {
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
            },
          },
        ],
      },
    ]);
    expect(seen.buttons).toEqual([]);
    expect(target.querySelector('button')).toBeNull();
  });

  it('asks the sheet for the capture total, tokenised by the card provider with its key', async () => {
    const { seen } = installPayJs();
    const vault = fakeVault({ intent: INTENT });
    const { cart } = fakeCart(vault, { captureTotal: 19.999, currency: 'EUR' });
    await stripeGooglePay.mount(panel('googlepay-button'), context(cart));
    pay();
    await vi.waitFor(() => expect(seen.requests).toHaveLength(1));
    expect(seen.requests).toEqual([
      {
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantId: 'TEST-MERCHANT' },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: {
                gateway: 'stripe',
                'stripe:version': STRIPE_GOOGLE_PAY_VERSION,
                'stripe:publishableKey': 'pk_test_1',
              },
            },
          },
        ],
        transactionInfo: {
          currencyCode: 'EUR',
          totalPriceStatus: 'FINAL',
          totalPrice: '20.00',
          totalPriceLabel: 'Total',
        },
      },
    ]);
  });

  it("authorises the wallet's card like a typed card and stores it on the cart as google", async () => {
    installPayJs();
    const vault = fakeVault({ intent: INTENT });
    const { cart, update } = fakeCart(vault);
    const ctx = context(cart);
    await stripeGooglePay.mount(panel('googlepay-button'), ctx);
    pay();
    await vi.waitFor(() => expect(ctx.onPaid).toHaveBeenCalledWith({ done: true }));
    expect(vault.calls).toEqual([stripeIntentCall('tok_wallet')]);
    expect(update).toHaveBeenCalledWith({
      billing: {
        method: 'google',
        card: {
          token: 'tok_wallet',
          gateway: 'stripe',
          brand: 'Visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
        },
        intent: { stripe: { id: 'pi_1', auth_amount: 49 } },
      },
    });
    expect(ctx.onFailed).not.toHaveBeenCalled();
  });

  it('confirms an intent that asks for it, and keeps the card alone below the minimum', async () => {
    installPayJs();
    const vault = fakeVault({ intent: { id: 'pi_2', status: 'requires_confirmation' } });
    const { cart } = fakeCart(vault);
    const ctx = context(cart);
    await stripeGooglePay.mount(panel('googlepay-button'), ctx);
    pay();
    await vi.waitFor(() => expect(ctx.onPaid).toHaveBeenCalled());
    expect(vault.calls.map((c) => [c.path, c.method, c.data.intent])).toEqual([
      ['intent', 'post', expect.objectContaining({ amount: '4900' })],
      ['intent', 'put', { id: 'pi_2' }],
    ]);

    const small = fakeVault({ intent: INTENT });
    const below = fakeCart(small, { captureTotal: 0.3 });
    const tiny = context(below.cart);
    await stripeGooglePay.mount(panel('googlepay-button'), tiny);
    pay();
    await vi.waitFor(() => expect(tiny.onPaid).toHaveBeenCalled());
    expect(small.calls).toEqual([]);
    expect(below.update).toHaveBeenCalledWith({
      billing: {
        method: 'google',
        card: expect.objectContaining({ token: 'tok_wallet' }),
        intent: null,
      },
    });
  });

  it('a closed sheet is a cancellation: nothing is charged or stored', async () => {
    const { answer } = installPayJs();
    answer(() => Promise.reject({ statusCode: 'CANCELED', statusMessage: 'User closed' }));
    const vault = fakeVault({ intent: INTENT });
    const { cart, update } = fakeCart(vault);
    const ctx = context(cart);
    await stripeGooglePay.mount(panel('googlepay-button'), ctx);
    pay();
    await vi.waitFor(() => expect(ctx.onFailed).toHaveBeenCalled());
    expect(vi.mocked(ctx.onFailed).mock.calls[0]?.[0]).toMatchObject({
      message: PAYMENT_CANCELLED,
    });
    expect(vault.calls).toEqual([]);
    expect(update).not.toHaveBeenCalled();
    expect(ctx.onPaid).not.toHaveBeenCalled();
  });

  it("reports the sheet's other errors and a declined card in their own words", async () => {
    const { answer } = installPayJs();
    answer(() => Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'Bad request' }));
    const declined = fakeVault({ intent: { errors: { card: { message: CARD_DECLINED } } } });
    const { cart, update } = fakeCart(declined);
    const ctx = context(cart);
    await stripeGooglePay.mount(panel('googlepay-button'), ctx);
    pay();
    await vi.waitFor(() => expect(ctx.onFailed).toHaveBeenCalledTimes(1));
    expect(vi.mocked(ctx.onFailed).mock.calls[0]?.[0]).toMatchObject({ message: 'Bad request' });

    answer(async () => ({
      apiVersion: 2,
      apiVersionMinor: 0,
      paymentMethodData: {
        type: 'CARD',
        tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
      },
    }));
    pay();
    await vi.waitFor(() => expect(ctx.onFailed).toHaveBeenCalledTimes(2));
    expect(vi.mocked(ctx.onFailed).mock.calls[1]?.[0]).toMatchObject({ message: CARD_DECLINED });
    expect(update).not.toHaveBeenCalled();
  });

  it('opens one sheet at a time, and its button goes with the panel', async () => {
    const { seen, answer } = installPayJs();
    let close: (reason: unknown) => void = () => undefined;
    answer(() => new Promise((_, reject) => (close = reject)));
    const { cart } = fakeCart(fakeVault({}));
    const ctx = context(cart);
    const target = panel('googlepay-button');
    const mounted = await stripeGooglePay.mount(target, ctx);
    pay();
    pay();
    expect(seen.requests).toHaveLength(1);
    mounted.unmount();
    expect(target.querySelector('button')).toBeNull();
    close({ statusCode: 'CANCELED', statusMessage: 'closed' });
    // A panel mounted after it, whose sheet is closed too: once it is told, the first one had
    // its answer long before.
    const after = context(cart);
    await stripeGooglePay.mount(panel('googlepay-button'), after);
    pay();
    close({ statusCode: 'CANCELED', statusMessage: 'closed' });
    await vi.waitFor(() => expect(after.onFailed).toHaveBeenCalledOnce());
    // The first panel is gone: nobody is told.
    expect(ctx.onFailed).not.toHaveBeenCalled();
  });
});
