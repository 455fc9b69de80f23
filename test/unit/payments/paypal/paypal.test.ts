import type {
  OnApproveActions,
  OnShippingChangeData,
  OrderResponseBody,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js';
import qs from 'qs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import {
  PAYMENT_CANCELLED,
  PAYPAL_AMOUNT_INVALID,
  PAYPAL_BUTTON,
  PAYPAL_SUBSCRIPTIONS_NEED_PPCP,
  elementNotFound,
  notLoaded,
  settingMissing,
  unsupportedPaymentMethod,
} from '@domain';
import type { MethodSettings } from '@domain/payments';
import { paypalButton } from '@payments/paypal/paypal';
import {
  BERLIN as BERLIN_ADDRESS,
  BERLIN_PAYPAL_SHIPPING,
  vaultAt,
} from '../../../support/checkout-fixtures';
import type { CartPort, CheckoutFacts, MountedMethod } from '@payments/types';

const loadScript = vi.hoisted(() => vi.fn());
vi.mock('@paypal/paypal-js', () => ({ loadScript }));

const SETTINGS: MethodSettings = {
  client_id: 'demo-paypal-client',
  mode: 'sandbox',
  ppcp: true,
};
const SCRIPT = '/providers/paypal/sdk/js';

/** The SDK's Buttons as the current test fakes them (the module keeps the namespace it loaded). */
let buttons: NonNullable<PayPalNamespace['Buttons']> = () => {
  throw new Error('no SDK faked');
};
const namespace: PayPalNamespace = { version: 'test', Buttons: (options) => buttons(options) };

/** PayPal's SDK as the page would have it: Buttons remembers its options and renders nothing. */
function fakeSdk(eligible = true) {
  const rendered: { options: PayPalButtonsComponentOptions; into: unknown }[] = [];
  const close = vi.fn(() => Promise.resolve());
  buttons = (options = {}) => {
    const entry = { options, into: undefined as unknown };
    rendered.push(entry);
    const component: Pick<PayPalButtonsComponent, 'render' | 'isEligible' | 'close'> = {
      isEligible: () => eligible,
      render: (into) => {
        entry.into = into;
        return Promise.resolve();
      },
      close,
    };
    return component as PayPalButtonsComponent;
  };
  loadScript.mockResolvedValue(namespace);
  const last = () => {
    const entry = rendered.at(-1);
    if (!entry) throw new Error('no button rendered');
    return entry;
  };
  return { rendered, last, close };
}

/** PayPal creates its order through the button, as when the shopper clicks it. */
const paypalOrder = async (options: PayPalButtonsComponentOptions): Promise<string> =>
  (await options.createOrder?.({ paymentSource: 'paypal' }, { order: { create: vi.fn() } })) ?? '';

/** The vault call that ties the PayPal order to the cart, for `amount` in cents. */
const paypalIntentPut = (orderID: string, amount: string) => ({
  method: 'put',
  data: { gateway: 'paypal', intent: { cart_id: 'cart-1', paypal_order_id: orderID, amount } },
});

/** What PayPal hands a shipping change to answer it with, recorded. */
const shippingActions = () => ({
  resolve: vi.fn(() => Promise.resolve()),
  reject: vi.fn(() => Promise.resolve()),
  order: { patch: vi.fn() },
});

type ShippingActions = ReturnType<typeof shippingActions>;

type PayPalAddress = { city: string; state: string; postal_code: string; country_code: string };

/** The shopper picks `address` in PayPal's sheet; `more` is the rest of PayPal's data. */
async function shipTo(
  options: PayPalButtonsComponentOptions,
  address: PayPalAddress,
  orderID = 'paypal_any',
  {
    actions = shippingActions(),
    ...more
  }: { actions?: ShippingActions } & Partial<OnShippingChangeData> = {},
) {
  await options.onShippingChange?.(
    { orderID, shipping_address: address, forceRestAPI: true, ...more },
    actions,
  );
  return actions;
}

/** Addresses as PayPal's sheet gives them: the details step's Berlin, and Köln. */
const BERLIN_AT_PAYPAL = { city: 'Berlin', state: '', postal_code: '10115', country_code: 'DE' };
const KOELN_AT_PAYPAL = { city: 'Köln', state: '', postal_code: '51147', country_code: 'DE' };

/** Where the details step left the cart: Berlin, by express. */
const BERLIN = { ...BERLIN_ADDRESS, service: 'express' };

/**
 * The cart as the payment step hands it over, over the reference backend's vault: the store's
 * answers are simulated (a shipping patch merges, and one that names no service drops it, as
 * a new destination does at the store).
 */
function fakeCart(
  facts: Partial<CheckoutFacts> = {},
  services = [{ id: 'standard', name: 'Standard' }],
) {
  const base = inject('backendUrl');
  const vault = vaultAt(base);
  let state: CheckoutFacts = {
    cartId: 'cart-1',
    currency: 'EUR',
    captureTotal: 44,
    shippingRequired: true,
    hasSubscription: false,
    shipping: BERLIN,
    billing: { name: 'Ada Lovelace', email: 'ada@example.com' },
    returnUrl: 'http://shop.test/checkout/payment',
    cancelUrl: 'http://shop.test/checkout/payment',
    ...facts,
  };
  const updates: Record<string, unknown>[] = [];
  const chosen: string[] = [];
  const cart: CartPort = {
    vault,
    facts: () => state,
    update: (patch) => {
      updates.push({ ...patch });
      const shipping = patch.shipping as Record<string, string> | undefined;
      if (shipping) {
        const { service: _dropped, ...kept } = { ...state.shipping, ...shipping };
        void _dropped;
        state = {
          ...state,
          shipping: 'service' in shipping ? { ...kept, service: shipping.service } : kept,
        };
      }
      return Promise.resolve();
    },
    rateShipping: () => Promise.resolve(services),
    chooseShipping: (service) => {
      chosen.push(service);
      state = {
        ...state,
        shipping: { ...state.shipping, service },
        captureTotal: state.captureTotal + 6,
      };
      return Promise.resolve();
    },
  };
  return { cart, updates, chosen, facts: () => state };
}

/** The payment step's panel, the only one on the page (as a method's panel is). */
const panel = () => {
  const form = document.createElement('form');
  form.innerHTML = '<div id="paypal-button"></div>';
  document.body.replaceChildren(form);
  return form;
};

/** Every vault call of the test, decoded as the vault reads its query. */
function watchVault() {
  const calls: {
    method: string;
    data: Record<string, unknown>;
    answer: Record<string, unknown>;
  }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await real(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname.startsWith('/vault/')) {
      const query = qs.parse(url.search.slice(1), { depth: 10 }) as {
        $jsonp?: { method?: string };
        $data?: Record<string, unknown>;
      };
      const answer = (await res.clone().json()) as { $data?: Record<string, unknown> };
      calls.push({
        method: query.$jsonp?.method ?? 'post',
        data: query.$data ?? {},
        answer: answer.$data ?? {},
      });
    }
    return res;
  });
  return calls;
}

describe('PayPal: the wallet button', () => {
  let mounted: MountedMethod | undefined;
  const onPaid = vi.fn();
  const onFailed = vi.fn();
  const mount = (cart: CartPort, settings: MethodSettings = SETTINGS, target = panel()) =>
    paypalButton
      .mount(target, { settings, script: SCRIPT, cart, onPaid, onFailed })
      .then((method) => (mounted = method));

  beforeEach(() => {
    onPaid.mockReset();
    onFailed.mockReset();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    loadScript.mockReset();
    vi.restoreAllMocks();
  });

  it('loads the SDK from the page setting and renders the spec’s button into #paypal-button', async () => {
    const sdk = fakeSdk();
    const target = panel();
    await mount(fakeCart().cart, SETTINGS, target);
    expect(loadScript).toHaveBeenCalledWith({
      clientId: 'demo-paypal-client',
      currency: 'EUR',
      intent: 'authorize',
      commit: false,
      components: 'buttons',
      environment: 'sandbox',
      sdkBaseUrl: SCRIPT,
    });
    expect(sdk.last().into).toBe(target.querySelector('#paypal-button'));
    // SPEC point 9's look, as the domain writes it down (its values are pinned there).
    const { height, color, shape, label, layout, tagline } = PAYPAL_BUTTON;
    expect(sdk.last().options.style).toEqual({ height, color, shape, label, layout, tagline });
    // Shipping changes are handled only for a cart that ships.
    expect(sdk.last().options.onShippingChange).toEqual(expect.any(Function));
    await mount(fakeCart({ shippingRequired: false }).cart);
    expect(sdk.last().options.onShippingChange).toBeUndefined();
  });

  it('refuses without its element, a positive amount, ppcp for subscriptions, or a client id', async () => {
    fakeSdk();
    const bare = document.createElement('form');
    await expect(
      paypalButton.mount(bare, {
        settings: SETTINGS,
        script: SCRIPT,
        cart: fakeCart().cart,
        onPaid,
        onFailed,
      }),
    ).rejects.toThrow(elementNotFound('paypal-button'));
    await expect(mount(fakeCart({ captureTotal: 0 }).cart)).rejects.toThrow(PAYPAL_AMOUNT_INVALID);
    await expect(
      mount(fakeCart({ hasSubscription: true }).cart, { ...SETTINGS, ppcp: false }),
    ).rejects.toThrow(PAYPAL_SUBSCRIPTIONS_NEED_PPCP);
    await expect(mount(fakeCart().cart, { mode: 'sandbox' })).rejects.toThrow(
      settingMissing('PayPal', 'client_id'),
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('says PayPal was not loaded when its script fails, and is not offered where ineligible', async () => {
    loadScript.mockRejectedValueOnce(new Error('The script failed to load.'));
    await expect(mount(fakeCart({ currency: 'GBP' }).cart)).rejects.toThrow(notLoaded('PayPal'));
    fakeSdk(false);
    // The failed load was forgotten: the same options load again.
    await expect(mount(fakeCart({ currency: 'GBP' }).cart)).rejects.toThrow(
      unsupportedPaymentMethod('paypal'),
    );
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('creates the PayPal order through the vault and answers its id', async () => {
    const sdk = fakeSdk();
    const vault = watchVault();
    await mount(fakeCart().cart);
    const id = await sdk
      .last()
      .options.createOrder?.(
        { paymentSource: 'paypal' },
        { order: { create: () => Promise.reject(new Error('client-side')) } },
      );
    expect(id).toMatch(/^paypal_/);
    expect(vault).toEqual([
      {
        method: 'post',
        data: {
          gateway: 'paypal',
          intent: {
            intent: 'AUTHORIZE',
            application_context: { shipping_preference: 'GET_FROM_FILE', user_action: 'CONTINUE' },
            purchase_units: [
              {
                amount: { currency_code: 'EUR', value: '44.00' },
                // The address from our details step, which PayPal offers first.
                shipping: BERLIN_PAYPAL_SHIPPING,
              },
            ],
          },
        },
        answer: expect.objectContaining({
          id,
          status: 'requires_action',
          amount: 4400,
          currency: 'eur',
        }),
      },
    ]);
  });

  it('moves the cart to a new address, keeps or picks its service, and updates the order', async () => {
    const sdk = fakeSdk();
    const { cart, updates, chosen } = fakeCart({}, [
      { id: 'standard', name: 'Standard' },
      { id: 'express', name: 'Express' },
    ]);
    await mount(cart);
    const orderID = await paypalOrder(sdk.last().options);
    const vault = watchVault();
    const address = { city: 'New York', state: 'NY', postal_code: '10118', country_code: 'US' };
    const actions = await shipTo(sdk.last().options, address, orderID);
    expect(updates).toEqual([
      {
        shipping: { city: 'New York', state: 'NY', zip: '10118', country: 'US' },
        shipment_rating: null,
        $taxes: true,
      },
    ]);
    // Express, chosen before, is offered there too: it stays (the store had dropped it).
    expect(chosen).toEqual(['express']);
    expect(vault).toEqual([
      expect.objectContaining({
        ...paypalIntentPut(orderID, '5000'),
        answer: expect.objectContaining({ id: orderID, amount: 5000 }),
      }),
    ]);
    expect(actions.resolve).toHaveBeenCalled();
    expect(actions.reject).not.toHaveBeenCalled();

    // PayPal's own choice of service wins when offered; else the first offered is taken.
    await shipTo(sdk.last().options, address, orderID, {
      actions,
      selected_shipping_option: {
        id: 'overnight',
        label: 'Overnight',
        selected: true,
        type: 'SHIPPING',
      },
    });
    expect(chosen).toEqual(['express', 'standard']);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('leaves the cart where it is for its own address, and has the order follow its total', async () => {
    const sdk = fakeSdk();
    const { cart, updates, chosen } = fakeCart();
    await mount(cart);
    const orderID = await paypalOrder(sdk.last().options);
    const vault = watchVault();
    const actions = await shipTo(sdk.last().options, BERLIN_AT_PAYPAL, orderID);
    expect(actions.resolve).toHaveBeenCalled();
    expect([updates, chosen]).toEqual([[], []]);
    expect(vault).toEqual([expect.objectContaining(paypalIntentPut(orderID, '4400'))]);
  });

  it('rejects an address no service ships to, and leaves the order as it was', async () => {
    const sdk = fakeSdk();
    const { cart, chosen, updates, facts } = fakeCart({}, []);
    await mount(cart);
    const vault = watchVault();
    const actions = await shipTo(sdk.last().options, {
      city: 'Kyiv',
      state: '',
      postal_code: '01001',
      country_code: 'UA',
    });
    expect(actions.reject).toHaveBeenCalled();
    expect(actions.resolve).not.toHaveBeenCalled();
    expect(chosen).toEqual([]);
    // The cart never keeps an address nothing ships to: it is back in Berlin, by express.
    expect(updates.at(-1)).toEqual({
      shipping: { ...BERLIN, state: '' },
      shipment_rating: null,
    });
    expect(facts().shipping).toEqual({ ...BERLIN, state: '' });
    expect(vault).toEqual([]);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('reports a shipping change that fails, and rejects it', async () => {
    const sdk = fakeSdk();
    const { cart } = fakeCart();
    await mount({ ...cart, update: () => Promise.reject(new Error('The store is away')) });
    const actions = await shipTo(sdk.last().options, KOELN_AT_PAYPAL);
    expect(actions.reject).toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The store is away' }),
    );
  });

  const approvedOrder = (id: string): OrderResponseBody => ({
    id,
    status: 'APPROVED',
    payer: {
      payer_id: 'PAYER1',
      email_address: 'erika@example.com',
      name: { given_name: 'Erika', surname: 'Mustermann' },
      address: { country_code: 'DE' },
    },
    purchase_units: [
      {
        shipping: {
          name: { full_name: 'Erika Mustermann' },
          address: {
            address_line_1: 'Heidestraße 17',
            admin_area_2: 'Köln',
            postal_code: '51147',
            country_code: 'DE',
          },
        },
      },
    ],
  });

  const approveActions = (order: OrderResponseBody): OnApproveActions => ({
    order: {
      get: () => Promise.resolve(order),
      capture: () => Promise.reject(new Error('not ours')),
      authorize: () => Promise.reject(new Error('not ours')),
      patch: () => Promise.reject(new Error('not ours')),
    },
    redirect: vi.fn(),
    restart: vi.fn(),
  });

  it('writes an approval to the cart (billing, shipping, the order as its intent) and goes on', async () => {
    const sdk = fakeSdk();
    const { cart, updates } = fakeCart();
    await mount(cart);
    const orderID = await paypalOrder(sdk.last().options);
    const vault = watchVault();
    await sdk
      .last()
      .options.onApprove?.({ orderID, payerID: 'PAYER1' }, approveActions(approvedOrder(orderID)));
    expect(vault).toEqual([
      expect.objectContaining({
        method: 'put',
        data: { gateway: 'paypal', intent: { cart_id: 'cart-1', paypal_order_id: orderID } },
      }),
    ]);
    expect(updates).toEqual([
      {
        billing: {
          method: 'paypal',
          paypal: { order_id: orderID },
          intent: { paypal: { id: orderID } },
          card: null,
        },
        shipping: {
          first_name: 'Erika',
          last_name: 'Mustermann',
          name: 'Erika Mustermann',
          address1: 'Heidestraße 17',
          address2: '',
          city: 'Köln',
          state: '',
          zip: '51147',
          country: 'DE',
          service: 'express',
        },
      },
    ]);
    expect(onPaid).toHaveBeenCalledWith({ done: true });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('takes the payer’s email only for a cart without one, and ships nothing that does not ship', async () => {
    const sdk = fakeSdk();
    const { cart, updates } = fakeCart({ billing: {}, shippingRequired: false });
    await mount(cart);
    const orderID = await paypalOrder(sdk.last().options);
    await sdk.last().options.onApprove?.({ orderID }, approveActions(approvedOrder(orderID)));
    expect(updates).toEqual([expect.objectContaining({ account: { email: 'erika@example.com' } })]);
    expect(updates[0]).not.toHaveProperty('shipping');
  });

  it('puts the cart’s shipping back when the shopper leaves PayPal without paying', async () => {
    const move = async (options: PayPalButtonsComponentOptions) => {
      const orderID = await paypalOrder(options);
      await shipTo(options, KOELN_AT_PAYPAL, orderID);
      return orderID;
    };
    const sdk = fakeSdk();
    const cancelled = fakeCart();
    await mount(cancelled.cart);
    await move(sdk.last().options);
    expect(cancelled.facts().shipping).toMatchObject({ address1: 'Hauptstr. 1', city: 'Köln' });
    sdk.last().options.onCancel?.({}, { redirect: vi.fn() });
    await vi.waitFor(() => expect(cancelled.facts().shipping).toMatchObject(BERLIN));

    // Picking another method while PayPal is open puts it back as well.
    const left = fakeCart();
    const leaving = await mount(left.cart);
    await move(sdk.last().options);
    leaving.unmount();
    mounted = undefined;
    await vi.waitFor(() => expect(left.facts().shipping).toMatchObject(BERLIN));

    // An approval writes PayPal's address for good: nothing is put back after it.
    const paid = fakeCart();
    const paying = await mount(paid.cart);
    const orderID = await move(sdk.last().options);
    await sdk.last().options.onApprove?.({ orderID }, approveActions(approvedOrder(orderID)));
    // Unmounting puts the shipping back at once (the cart above) or not at all.
    paying.unmount();
    mounted = undefined;
    expect(paid.facts().shipping).toMatchObject({
      address1: 'Heidestraße 17',
      city: 'Köln',
      // Express is not offered there: the move chose Standard, and the approval keeps it.
      service: 'standard',
    });
    expect(paid.updates.at(-1)).toHaveProperty('billing');
  });

  it('raises the cancellation error on cancel, and reports PayPal’s errors, until unmounted', async () => {
    const sdk = fakeSdk();
    await mount(fakeCart().cart);
    sdk.last().options.onCancel?.({}, { redirect: vi.fn() });
    expect(onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ message: PAYMENT_CANCELLED, code: 'payment_cancelled' }),
    );
    sdk.last().options.onError?.({ message: 'Window closed' });
    expect(onFailed).toHaveBeenLastCalledWith({ message: 'Window closed' });
    const { options } = sdk.last();
    mounted?.unmount();
    mounted = undefined;
    expect(sdk.close).toHaveBeenCalled();
    options.onCancel?.({}, { redirect: vi.fn() });
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it('reports an approval it cannot write, and does not go on', async () => {
    const sdk = fakeSdk();
    const { cart } = fakeCart();
    await mount({ ...cart, update: () => Promise.reject(new Error('Cart not found')) });
    const orderID = await paypalOrder(sdk.last().options);
    await sdk.last().options.onApprove?.({ orderID }, approveActions(approvedOrder(orderID)));
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'Cart not found' }));
    expect(onPaid).not.toHaveBeenCalled();
  });
});
