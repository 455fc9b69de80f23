/// <reference types="applepayjs" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_DECLINED,
  PAYMENT_CANCELLED,
  deviceNotCapable,
  elementNotFound,
  settingMissing,
} from '@domain/messages';
import { stripeApplePay } from '@payments/apple/apple-pay';
import { loadScript } from '@payments/load-script';
import type { CartPort, MethodContext } from '@payments/types';
import { fakeCart, fakeVault, panel, stripeIntentCall } from '../wallet-support';

// Safari's session (or the demo's stand-in script) is replaced by a fake, installed on "load".
vi.mock('@payments/load-script', () => ({ loadScript: vi.fn() }));

const SETTINGS = { gateway: 'stripe', merchant_id: 'merchant.test.shop' };
const MERCHANT_SESSION = { merchantSessionIdentifier: 'SSH1', expiresAt: 1 };
const CARD = {
  token: 'tok_apple',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  gateway: 'stripe',
};
const INTENT = { id: 'pi_1', status: 'requires_capture' };
const PAYMENT_DATA = { version: 'EC_v1', data: 'ZW5jcnlwdGVk', signature: 'c2ln' };

/** What the fake session was asked, in order. */
type Step =
  | ['new', number, ApplePayJS.ApplePayPaymentRequest]
  | ['begin']
  | ['abort']
  | ['merchant', unknown]
  | ['complete', number];

function installSession({ capable = true, versions = 14 } = {}) {
  const steps: Step[] = [];
  const sessions: FakeSession[] = [];
  class FakeSession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static canMakePayments = () => capable;
    static supportsVersion = (version: number) => version <= versions;
    oncancel: (event: ApplePayJS.Event) => void = () => undefined;
    onpaymentauthorized: (event: ApplePayJS.ApplePayPaymentAuthorizedEvent) => void = () =>
      undefined;
    onvalidatemerchant: (event: ApplePayJS.ApplePayValidateMerchantEvent) => void = () => undefined;
    constructor(version: number, request: ApplePayJS.ApplePayPaymentRequest) {
      steps.push(['new', version, request]);
      sessions.push(this);
    }
    begin() {
      steps.push(['begin']);
    }
    abort() {
      steps.push(['abort']);
    }
    completeMerchantValidation(session: unknown) {
      steps.push(['merchant', session]);
    }
    completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult) {
      steps.push(['complete', result.status]);
    }
    validate() {
      this.onvalidatemerchant({
        validationURL: 'https://apple.test/start-session',
      } as ApplePayJS.ApplePayValidateMerchantEvent);
    }
    authorize() {
      this.onpaymentauthorized({
        payment: {
          token: {
            paymentData: PAYMENT_DATA,
            paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' },
            transactionIdentifier: 'T1',
          },
        },
      } as ApplePayJS.ApplePayPaymentAuthorizedEvent);
    }
    cancel() {
      this.oncancel({} as ApplePayJS.Event);
    }
  }
  vi.mocked(loadScript).mockImplementation(async () => {
    (window as { ApplePaySession?: unknown }).ApplePaySession = FakeSession;
  });
  return { steps, sessions };
}

const context = (cart: CartPort, over: Partial<MethodContext> = {}): MethodContext => ({
  settings: SETTINGS,
  script: '/providers/apple-pay.js',
  cart,
  onPaid: vi.fn(),
  onFailed: vi.fn(),
  ...over,
});

const pay = () => document.querySelector<HTMLButtonElement>('#applepay-button button')?.click();

describe('Apple Pay on the card provider', () => {
  beforeEach(() => {
    // A block, not an arrow's value: a function returned from beforeEach is run as teardown.
    vi.mocked(loadScript).mockReset();
  });
  afterEach(() => {
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  });

  it('needs its merchant id and its element', async () => {
    installSession();
    const { cart } = fakeCart(fakeVault({}));
    await expect(
      stripeApplePay.mount(
        panel('applepay-button'),
        context(cart, { settings: { gateway: 'stripe' } }),
      ),
    ).rejects.toThrow(settingMissing('Apple Pay', 'merchant_id'));
    await expect(stripeApplePay.mount(panel('elsewhere'), context(cart))).rejects.toThrow(
      elementNotFound('applepay-button'),
    );
  });

  it('is not capable in a browser without a session (no stand-in named), and shows no button', async () => {
    const { cart } = fakeCart(fakeVault({}));
    const target = panel('applepay-button');
    await expect(stripeApplePay.mount(target, context(cart, { script: '' }))).rejects.toThrow(
      deviceNotCapable('Apple Pay'),
    );
    expect(loadScript).not.toHaveBeenCalled();
    expect(target.querySelector('button')).toBeNull();
  });

  it('is not capable where the session cannot pay, or lacks version 3', async () => {
    const { cart } = fakeCart(fakeVault({}));
    installSession({ capable: false });
    await expect(stripeApplePay.mount(panel('applepay-button'), context(cart))).rejects.toThrow(
      deviceNotCapable('Apple Pay'),
    );
    expect(loadScript).toHaveBeenCalledWith('/providers/apple-pay.js', 'Apple Pay');
    installSession({ versions: 2 });
    await expect(stripeApplePay.mount(panel('applepay-button'), context(cart))).rejects.toThrow(
      deviceNotCapable('Apple Pay'),
    );
  });

  it("opens a version 3 session for the capture total in the cart's currency and country", async () => {
    const { steps } = installSession();
    const { cart } = fakeCart(fakeVault({}), { captureTotal: 19.999, currency: 'EUR' });
    const target = panel('applepay-button');
    await stripeApplePay.mount(target, context(cart));
    const button = target.querySelector('button');
    expect(button?.type).toBe('button');
    expect(button?.textContent).toBe('Pay with Apple Pay');
    pay();
    expect(steps).toEqual([
      [
        'new',
        3,
        {
          countryCode: 'DE',
          currencyCode: 'EUR',
          supportedNetworks: ['visa', 'masterCard', 'amex', 'discover', 'interac', 'jcb'],
          merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
          requiredBillingContactFields: [],
          requiredShippingContactFields: [],
          total: { label: 'localhost', amount: '20.00', type: 'final' },
        },
      ],
      ['begin'],
    ]);
  });

  it("validates the merchant through the store's vault, then stores the paid card as apple", async () => {
    const { steps, sessions } = installSession();
    const vault = fakeVault({ authorization: MERCHANT_SESSION, tokens: CARD, intent: INTENT });
    const { cart, update } = fakeCart(vault);
    const ctx = context(cart);
    await stripeApplePay.mount(panel('applepay-button'), ctx);
    pay();
    const session = sessions[0];
    session?.validate();
    await vi.waitFor(() => expect(steps).toContainEqual(['merchant', MERCHANT_SESSION]));
    expect(vault.calls[0]).toEqual({
      path: 'authorization',
      method: 'post',
      data: {
        gateway: 'stripe',
        params: {
          method: 'apple',
          validationURL: 'https://apple.test/start-session',
          merchantIdentifier: 'merchant.test.shop',
          displayName: 'localhost',
          domainName: 'localhost',
        },
      },
    });
    session?.authorize();
    await vi.waitFor(() => expect(ctx.onPaid).toHaveBeenCalledWith({ done: true }));
    expect(vault.calls.slice(1)).toEqual([
      {
        path: 'tokens',
        method: 'post',
        data: {
          gateway: 'stripe',
          apple_pay: {
            payment_data: JSON.stringify(PAYMENT_DATA),
            transaction_identifier: 'T1',
            network: 'Visa',
            display_name: 'Visa 4242',
          },
        },
      },
      stripeIntentCall('tok_apple'),
    ]);
    expect(update).toHaveBeenCalledWith({
      billing: {
        method: 'apple',
        card: CARD,
        intent: { stripe: { id: 'pi_1', auth_amount: 49 } },
      },
    });
    // The sheet hears of success only once the payment is on the cart.
    expect(steps.at(-1)).toEqual(['complete', 0]);
    expect(ctx.onFailed).not.toHaveBeenCalled();
  });

  it('a refused merchant validation aborts the sheet and says why', async () => {
    const { steps, sessions } = installSession();
    const vault = fakeVault({
      authorization: { errors: { domainName: { message: 'shop.test domain is not verified' } } },
    });
    const { cart } = fakeCart(vault);
    const ctx = context(cart);
    await stripeApplePay.mount(panel('applepay-button'), ctx);
    pay();
    sessions[0]?.validate();
    await vi.waitFor(() => expect(ctx.onFailed).toHaveBeenCalled());
    expect(vi.mocked(ctx.onFailed).mock.calls[0]?.[0]).toMatchObject({
      message: 'shop.test domain is not verified',
    });
    expect(steps.at(-1)).toEqual(['abort']);
  });

  it('a declined card completes the sheet with a failure and stores nothing', async () => {
    const { steps, sessions } = installSession();
    const vault = fakeVault({
      authorization: MERCHANT_SESSION,
      tokens: { ...CARD, last4: '0002' },
      intent: { errors: { card: { message: CARD_DECLINED } } },
    });
    const { cart, update } = fakeCart(vault);
    const ctx = context(cart);
    await stripeApplePay.mount(panel('applepay-button'), ctx);
    pay();
    sessions[0]?.validate();
    await vi.waitFor(() => expect(steps.some(([step]) => step === 'merchant')).toBe(true));
    sessions[0]?.authorize();
    await vi.waitFor(() => expect(ctx.onFailed).toHaveBeenCalled());
    expect(vi.mocked(ctx.onFailed).mock.calls[0]?.[0]).toMatchObject({ message: CARD_DECLINED });
    expect(steps.at(-1)).toEqual(['complete', 1]);
    expect(update).not.toHaveBeenCalled();
    expect(ctx.onPaid).not.toHaveBeenCalled();
  });

  it('a cancelled sheet is a cancellation, and the next click opens a new one', async () => {
    const { sessions } = installSession();
    const vault = fakeVault({});
    const { cart, update } = fakeCart(vault);
    const ctx = context(cart);
    await stripeApplePay.mount(panel('applepay-button'), ctx);
    pay();
    pay();
    expect(sessions).toHaveLength(1);
    sessions[0]?.cancel();
    expect(vi.mocked(ctx.onFailed).mock.calls[0]?.[0]).toMatchObject({
      message: PAYMENT_CANCELLED,
    });
    expect(vault.calls).toEqual([]);
    expect(update).not.toHaveBeenCalled();
    pay();
    expect(sessions).toHaveLength(2);
  });

  it('leaving the panel aborts an open sheet and removes the button', async () => {
    const { steps, sessions } = installSession();
    const { cart } = fakeCart(fakeVault({}));
    const ctx = context(cart);
    const target = panel('applepay-button');
    const mounted = await stripeApplePay.mount(target, ctx);
    pay();
    mounted.unmount();
    expect(steps.at(-1)).toEqual(['abort']);
    expect(target.querySelector('button')).toBeNull();
    sessions[0]?.cancel();
    expect(ctx.onFailed).not.toHaveBeenCalled();
  });
});
