import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AMAZON_SESSION_MISSING,
  PAYMENT_CANCELLED,
  PAYMENT_ELEMENT_PARAMS_MISSING,
  REDIRECT_PARAMS_MISSING,
  elementNotFound,
  notLoaded,
  settingMissing,
  unknownRedirectStatus,
} from '@domain/messages';
import type { GatewayReturn } from '@domain/routes';
import { AMAZON_CHECKOUT_JS, amazonPay } from '@payments/amazon/amazon-pay';
import type { AmazonPayButtonOptions } from '@payments/amazon/checkout-js';
import { loadScript } from '@payments/load-script';
import type { CartPort, MethodContext } from '@payments/types';
import { PAGE, fakeCart, fakeVault, panel as walletPanel } from '../wallet-support';

// checkout.js is the provider's; here a fake stands in for it, installed when "loaded".
vi.mock('@payments/load-script', () => ({ loadScript: vi.fn() }));

const SETTINGS = {
  gateway: 'amazon',
  merchant_id: 'MERCHANT1',
  public_key_id: 'SANDBOX-KEY1',
  mode: 'sandbox',
};

/** checkout.js as far as the module calls it: the buttons it was asked to render. */
function installCheckoutJs() {
  const rendered: { selector: string; options: AmazonPayButtonOptions }[] = [];
  vi.mocked(loadScript).mockImplementation(async () => {
    window.amazon = {
      Pay: {
        renderButton: (selector, options) => {
          rendered.push({ selector, options });
          return undefined;
        },
      },
    };
  });
  return rendered;
}

const SIGNED = { payload: '{"signed":true}', signature: 'c2lnbmVk', checkout_session_id: 'amzn_1' };

const panel = () => walletPanel('amazonpay-button');

const context = (cart: CartPort, over: Partial<MethodContext> = {}): MethodContext => ({
  settings: SETTINGS,
  script: '/providers/amazon-pay.js',
  cart,
  onPaid: vi.fn(),
  onFailed: vi.fn(),
  ...over,
});

const back = (over: Partial<GatewayReturn>): GatewayReturn => ({
  gateway: 'amazon',
  confirm: false,
  ...over,
});

describe('Amazon Pay: the button', () => {
  beforeEach(() => {
    vi.mocked(loadScript).mockReset();
    delete window.amazon;
  });

  it('renders the button with the signed checkout session and the spec defaults', async () => {
    const rendered = installCheckoutJs();
    const vault = fakeVault({ authorization: SIGNED });
    const { cart, update } = fakeCart(vault);
    const mounted = await amazonPay.mount(panel(), context(cart));
    expect(loadScript).toHaveBeenCalledWith('/providers/amazon-pay.js', 'Amazon Pay');
    // Opening the method writes nothing to the cart: the return finds it by its gateway.
    expect(update).not.toHaveBeenCalled();
    expect(rendered).toEqual([
      {
        selector: '#amazonpay-button',
        options: {
          merchantId: 'MERCHANT1',
          publicKeyId: 'SANDBOX-KEY1',
          ledgerCurrency: 'USD',
          checkoutLanguage: 'en_US',
          productType: 'PayAndShip',
          placement: 'Checkout',
          buttonColor: 'Gold',
          sandbox: true,
          estimatedOrderAmount: { amount: '49', currencyCode: 'USD' },
          createCheckoutSessionConfig: {
            payloadJSON: SIGNED.payload,
            signature: SIGNED.signature,
            publicKeyId: 'SANDBOX-KEY1',
          },
        },
      },
    ]);
    expect(mounted.tokenize).toBeUndefined();
    expect(mounted.pay).toBeUndefined();
    const host = document.getElementById('amazonpay-button');
    host?.append(document.createElement('iframe'));
    mounted.unmount();
    expect(host?.childElementCount).toBe(0);
  });

  it('asks the vault to sign a one-time session that comes back to the payment step', async () => {
    installCheckoutJs();
    const vault = fakeVault({ authorization: SIGNED });
    await amazonPay.mount(panel(), context(fakeCart(vault).cart));
    expect(vault.calls).toEqual([
      {
        path: 'authorization',
        method: 'post',
        data: {
          gateway: 'amazon',
          params: {
            webCheckoutDetails: {
              checkoutReviewReturnUrl: `${PAGE}?gateway=amazon&redirect_status=succeeded`,
              checkoutCancelUrl: `${PAGE}?gateway=amazon&redirect_status=canceled`,
            },
            chargePermissionType: 'OneTime',
            scopes: ['name', 'email', 'phoneNumber', 'billingAddress'],
          },
        },
      },
    ]);
  });

  it('pays only, recurring, live and without an estimate when the cart says so', async () => {
    const rendered = installCheckoutJs();
    const vault = fakeVault({ authorization: SIGNED });
    const { cart } = fakeCart(vault, {
      shippingRequired: false,
      hasSubscription: true,
      captureTotal: 0,
    });
    document.documentElement.lang = 'de';
    try {
      await amazonPay.mount(
        panel(),
        context(cart, { settings: { ...SETTINGS, mode: 'production', store_id: 'store-1' } }),
      );
    } finally {
      document.documentElement.lang = '';
    }
    const options = rendered[0]?.options;
    expect(options).toMatchObject({ productType: 'PayOnly', sandbox: false });
    expect(options?.checkoutLanguage).toBe('de_DE');
    expect(options?.estimatedOrderAmount).toBeUndefined();
    expect(vault.calls[0]?.data.params).toMatchObject({
      chargePermissionType: 'Recurring',
      recurringMetadata: { frequency: { unit: 'Variable', value: '0' } },
      storeId: 'store-1',
    });
  });

  it("loads Amazon's own checkout.js when the page names no stand-in", async () => {
    installCheckoutJs();
    const vault = fakeVault({ authorization: SIGNED });
    await amazonPay.mount(panel(), context(fakeCart(vault).cart, { script: '' }));
    expect(loadScript).toHaveBeenCalledWith(AMAZON_CHECKOUT_JS, 'Amazon Pay');
    expect(AMAZON_CHECKOUT_JS).toBe('https://static-na.payments-amazon.com/checkout.js');
  });

  it('needs its element and its settings before anything loads', async () => {
    installCheckoutJs();
    const vault = fakeVault({ authorization: SIGNED });
    const { cart, update } = fakeCart(vault);
    await expect(amazonPay.mount(document.createElement('form'), context(cart))).rejects.toThrow(
      elementNotFound('amazonpay-button'),
    );
    await expect(
      amazonPay.mount(panel(), context(cart, { settings: { ...SETTINGS, public_key_id: '' } })),
    ).rejects.toThrow(settingMissing('Amazon Pay', 'public_key_id'));
    expect(loadScript).not.toHaveBeenCalled();
    expect(vault.calls).toEqual([]);
    expect(update).not.toHaveBeenCalled();
  });

  it('fails without a signed payload, or when checkout.js did not load', async () => {
    installCheckoutJs();
    const unsigned = fakeVault({ authorization: { payload: '{}' } });
    await expect(amazonPay.mount(panel(), context(fakeCart(unsigned).cart))).rejects.toThrow(
      PAYMENT_ELEMENT_PARAMS_MISSING,
    );
    delete window.amazon;
    vi.mocked(loadScript).mockImplementation(async () => undefined);
    const vault = fakeVault({ authorization: SIGNED });
    await expect(amazonPay.mount(panel(), context(fakeCart(vault).cart))).rejects.toThrow(
      notLoaded('Amazon Pay'),
    );
  });
});

describe('Amazon Pay: the returns', () => {
  const CHARGE = { id: 'amazon_1', status: 'requires_action', redirect_url: 'https://pay.test/x' };

  it('charges the reviewed session, keeps it on the cart, and goes to confirm it', async () => {
    const vault = fakeVault({ intent: CHARGE });
    const { cart, update } = fakeCart(vault);
    const next = await amazonPay.resume?.(
      back({ redirectStatus: 'succeeded', checkoutSessionId: 'amzn_1' }),
      cart,
    );
    expect(next).toEqual({ redirect: CHARGE.redirect_url });
    expect(vault.calls).toEqual([
      {
        path: 'intent',
        method: 'post',
        data: {
          gateway: 'amazon',
          intent: {
            checkoutSessionId: 'amzn_1',
            webCheckoutDetails: {
              checkoutResultReturnUrl: `${PAGE}?gateway=amazon&confirm=true&redirect_status=succeeded`,
              checkoutCancelUrl: `${PAGE}?gateway=amazon&redirect_status=canceled`,
            },
            paymentDetails: {
              paymentIntent: 'Authorize',
              chargeAmount: { amount: '49', currencyCode: 'USD' },
            },
          },
        },
      },
    ]);
    expect(update.mock.calls).toEqual([
      [
        {
          billing: {
            method: 'amazon',
            amazon: { checkout_session_id: 'amzn_1' },
            intent: { amazon: { id: 'amazon_1' } },
          },
        },
      ],
    ]);
  });

  it('only confirms a session with nothing to charge now', async () => {
    const vault = fakeVault({ intent: CHARGE });
    await amazonPay.resume?.(
      back({ redirectStatus: 'succeeded', checkoutSessionId: 'amzn_1' }),
      fakeCart(vault, { captureTotal: 0 }).cart,
    );
    const intent = vault.calls[0]?.data.intent as Record<string, unknown>;
    expect(intent.paymentDetails).toEqual({ paymentIntent: 'Confirm' });
  });

  it('is done when Amazon confirmed the charge', async () => {
    const vault = fakeVault({});
    const { cart, update } = fakeCart(vault);
    const next = await amazonPay.resume?.(
      back({ redirectStatus: 'succeeded', checkoutSessionId: 'amzn_1', confirm: true }),
      cart,
    );
    expect(next).toEqual({ done: true });
    expect(vault.calls).toEqual([]);
    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    ['no session id', back({ redirectStatus: 'succeeded' }), AMAZON_SESSION_MISSING],
    [
      'a cancel',
      back({ redirectStatus: 'canceled', checkoutSessionId: 'amzn_1' }),
      PAYMENT_CANCELLED,
    ],
    ['a cancel of the charge', back({ redirectStatus: 'canceled' }), PAYMENT_CANCELLED],
    [
      'an unknown status',
      back({ redirectStatus: 'pending', checkoutSessionId: 'amzn_1' }),
      unknownRedirectStatus('pending'),
    ],
  ])('refuses %s, and forgets the session on the cart', async (_name, returned, message) => {
    const vault = fakeVault({ intent: CHARGE });
    const { cart, update } = fakeCart(vault);
    await expect(amazonPay.resume?.(returned, cart)).rejects.toThrow(message);
    expect(vault.calls).toEqual([]);
    expect(update.mock.calls).toEqual([[{ billing: { amazon: null } }]]);
  });

  it('keeps the session alone when the vault names no charge', async () => {
    const vault = fakeVault({ intent: { redirect_url: CHARGE.redirect_url } });
    const { cart, update } = fakeCart(vault);
    const next = await amazonPay.resume?.(
      back({ redirectStatus: 'succeeded', checkoutSessionId: 'amzn_1' }),
      cart,
    );
    expect(next).toEqual({ redirect: CHARGE.redirect_url });
    expect(update.mock.calls).toEqual([
      [{ billing: { method: 'amazon', amazon: { checkout_session_id: 'amzn_1' } } }],
    ]);
  });

  it('keeps nothing of a charge that names no page to confirm it', async () => {
    const vault = fakeVault({ intent: { id: 'amazon_1', status: 'requires_action' } });
    const { cart, update } = fakeCart(vault);
    await expect(
      amazonPay.resume?.(back({ redirectStatus: 'succeeded', checkoutSessionId: 'amzn_1' }), cart),
    ).rejects.toThrow(REDIRECT_PARAMS_MISSING);
    expect(update.mock.calls).toEqual([[{ billing: { amazon: null } }]]);
  });
});
