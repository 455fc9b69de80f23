import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_NUMBER_INVALID } from '@domain/cards';
import { elementNotFound } from '@domain/messages';
import { PAYMENT_ELEMENT_IDS } from '@domain/payments';
import { braintreeCard } from '@payments/braintree/braintree-card';
import { braintreeScripts } from '@payments/braintree/library';
import type {
  HostedFieldName,
  HostedFieldOptions,
  HostedFieldsEvent,
  HostedFieldsState,
} from '@payments/braintree/types';
import { loadScript } from '@payments/load-script';
import type { FieldChange, MethodContext } from '@payments/types';
import { fakeCart, fakeVault } from '../wallet-support';

// Braintree's scripts are Braintree's; a fake library stands in, installed when "loaded".
vi.mock('@payments/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));

const CLIENT_TOKEN = 'client-token-from-the-vault';

/** The payment step's card panel: our card form's three boxes inside `#card-element`. */
function cardPanel(): HTMLElement {
  const form = document.createElement('form');
  form.innerHTML = `<fieldset id="${PAYMENT_ELEMENT_IDS.card}">
    <div data-card-field="number"></div><div data-card-field="expiry"></div>
    <div data-card-field="cvc"></div></fieldset>`;
  document.body.replaceChildren(form);
  return form;
}

function installLibrary() {
  const seen = {
    authorization: '',
    fields: {} as Readonly<Record<HostedFieldName, HostedFieldOptions>>,
    handlers: new Map<HostedFieldsEvent, (state: HostedFieldsState) => void>(),
    tokenize: vi.fn(),
    teardown: vi.fn(async () => undefined),
  };
  window.braintree = {
    client: {
      VERSION: '3.91.0',
      create: async ({ authorization }) => {
        seen.authorization = authorization;
        return { authorization };
      },
    },
    hostedFields: {
      VERSION: '3.91.0',
      create: async ({ fields }) => {
        seen.fields = fields;
        return {
          on: (event, handler) => seen.handlers.set(event, handler),
          getState: () => {
            throw new Error('not used');
          },
          tokenize: seen.tokenize,
          teardown: seen.teardown,
        };
      },
    },
  };
  return seen;
}

function context(changes: FieldChange[]) {
  const vault = fakeVault({});
  // The vault answers a Braintree authorisation with the client token itself.
  vault.options.fetch.mockImplementation(
    async () => new Response(JSON.stringify({ $status: 200, $data: CLIENT_TOKEN })),
  );
  const { cart } = fakeCart(vault);
  const given: MethodContext = {
    settings: { enabled: true, gateway: 'braintree' },
    script: '/providers/braintree/web',
    onChange: (change) => changes.push(change),
    cart,
    onPaid: vi.fn(),
    onFailed: vi.fn(),
  };
  return { given, vault };
}

describe('the card on the Braintree gateway', () => {
  afterEach(() => {
    delete window.braintree;
    vi.mocked(loadScript).mockClear();
  });

  it("mounts Braintree's fields in our card form's boxes, with the vault's client token", async () => {
    const seen = installLibrary();
    const target = cardPanel();
    const changes: FieldChange[] = [];
    const { given, vault } = context(changes);
    const mounted = await braintreeCard.mount(target, given);
    const scripts = braintreeScripts('/providers/braintree/web');
    expect(vi.mocked(loadScript).mock.calls).toEqual([
      [scripts.client, 'Braintree'],
      [scripts.hostedFields, 'Braintree'],
    ]);
    const url = new URL(String(vault.options.fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/authorization');
    expect(url.searchParams.get('$data[gateway]')).toBe('braintree');
    expect(seen.authorization).toBe(CLIENT_TOKEN);
    const box = (name: string) => target.querySelector(`[data-card-field="${name}"]`);
    expect(seen.fields.number.container).toBe(box('number'));
    expect(seen.fields.expirationDate.container).toBe(box('expiry'));
    expect(seen.fields.cvv.container).toBe(box('cvc'));

    // What the fields say reaches the payment step in our card form's words.
    const field = { container: box('number') as HTMLElement, isFocused: false, isEmpty: false };
    seen.handlers.get('validityChange')?.({
      emittedBy: 'number',
      cards: [],
      fields: {
        number: { ...field, isPotentiallyValid: false, isValid: false },
        expirationDate: { ...field, isPotentiallyValid: true, isValid: true },
        cvv: { ...field, isPotentiallyValid: true, isValid: true },
      },
    });
    expect(changes.at(-1)?.error).toBe(CARD_NUMBER_INVALID);

    mounted.unmount();
    expect(seen.teardown).toHaveBeenCalled();
  });

  it('tokenises into a card on the braintree gateway; a refusal says the spec words', async () => {
    const seen = installLibrary();
    const { given } = context([]);
    const mounted = await braintreeCard.mount(cardPanel(), given);
    seen.tokenize.mockResolvedValueOnce({
      nonce: 'tokencc_bt_1',
      type: 'CreditCard',
      description: 'ending in 42',
      details: {
        bin: '424242',
        cardType: 'Visa',
        lastFour: '4242',
        lastTwo: '42',
        expirationMonth: '12',
        expirationYear: '2030',
      },
    });
    const billing = {
      name: 'Ada Lovelace',
      address: { address: 'Hauptstr. 1', city: 'Berlin', zip: '10115', country: 'de' },
    };
    expect(await mounted.tokenize?.(billing)).toEqual({
      method: 'card',
      card: {
        token: 'tokencc_bt_1',
        gateway: 'braintree',
        brand: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
      },
    });
    expect(seen.tokenize).toHaveBeenCalledWith({
      cardholderName: 'Ada Lovelace',
      billingAddress: {
        streetAddress: 'Hauptstr. 1',
        locality: 'Berlin',
        postalCode: '10115',
        countryCodeAlpha2: 'DE',
      },
    });
    seen.tokenize.mockRejectedValueOnce({
      name: 'BraintreeError',
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
      type: 'CUSTOMER',
      details: { invalidFieldKeys: ['number'] },
    });
    await expect(mounted.tokenize?.()).rejects.toThrow(CARD_NUMBER_INVALID);
  });

  it("says so when the page has no card element, before loading Braintree's scripts", async () => {
    installLibrary();
    document.body.replaceChildren(document.createElement('form'));
    await expect(
      braintreeCard.mount(document.body.firstElementChild as HTMLElement, context([]).given),
    ).rejects.toThrow(elementNotFound(PAYMENT_ELEMENT_IDS.card));
    expect(loadScript).not.toHaveBeenCalled();
  });
});
