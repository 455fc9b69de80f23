import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAINTREE_VERSION, CARD_DECLINED } from '@domain';
import * as cart from '@api/storefront/cart';
import { getPaymentSettings } from '@api/storefront/settings';
import { authorizeGateway } from '@api/vault';
import type { HostedFieldsState, HostedFieldsTokenizePayload } from '@payments/braintree/types';
import {
  DECLINED_CARD,
  GOOD_CARD,
  storefrontFor,
  vaultFor,
} from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { axeProblems, openPage, type } from './standin-page';

const WEB = `/providers/braintree/web/${BRAINTREE_VERSION}/js`;

describe('Braintree stand-in: scripts, client token, hosted fields and client API', () => {
  let backend: TestBackend;
  let scripts: string;
  beforeAll(async () => {
    backend = await startBackend({ cardGateway: 'braintree' });
    const get = async (name: string) => {
      const res = await fetch(`${backend.base}${WEB}/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      return res.text();
    };
    scripts = `${await get('client.min.js')};${await get('hosted-fields.min.js')}`;
  });
  afterAll(() => backend.close());

  /** The card panel with Braintree's fields in its three boxes, as the card module mounts them. */
  async function hostedFields() {
    const { window, requests } = await openPage(backend.base, scripts);
    const form = window.document.querySelector('form');
    form?.insertAdjacentHTML(
      'beforeend',
      '<div id="number"></div><div id="expiry"></div><div id="cvv"></div>',
    );
    const library = window.braintree;
    expect([library?.client?.VERSION, library?.hostedFields?.VERSION]).toEqual([
      BRAINTREE_VERSION,
      BRAINTREE_VERSION,
    ]);
    const authorization = await authorizeGateway<string>(vaultFor(backend), {
      gateway: 'braintree',
      params: {},
    });
    const client = await library!.client!.create({ authorization });
    const fields = await library!.hostedFields!.create({
      client,
      fields: {
        number: { container: '#number', placeholder: '1234 1234 1234 1234' },
        expirationDate: { container: '#expiry' },
        cvv: { container: '#cvv' },
      },
    });
    const states: HostedFieldsState[] = [];
    fields.on('validityChange', (state) => states.push(state));
    const input = (label: string) =>
      [...window.document.querySelectorAll('label')].find((l) => l.textContent === label)
        ?.control as HTMLInputElement;
    const fill = (card: typeof GOOD_CARD) => {
      type(input('Credit Card Number'), card.number);
      type(input('Expiration Date'), `${card.exp_month}/${card.exp_year.slice(2)}`);
      type(input('CVV'), card.cvc);
    };
    return { window, requests, fields, states, fill, input };
  }

  /** A guest's ebook cart paid with `nonce`, then ordered (or refused). */
  async function order(nonce: string) {
    const sf = storefrontFor(backend);
    await cart.addCartItem(sf, { product_id: 'prod-forms-ebook', quantity: 1 });
    await cart.updateCart(sf, {
      account: { email: 'braintree@example.com' },
      billing: { method: 'card', card: { token: nonce, gateway: 'braintree' }, intent: null },
    });
    expect((await cart.getCart(sf))?.billing).toMatchObject({
      card: { token: nonce, gateway: 'braintree', last4: expect.any(String) },
    });
    return cart.submitOrder(sf);
  }

  it("the store's settings put its card on Braintree, with nothing secret in them", async () => {
    const settings = await getPaymentSettings(storefrontFor(backend));
    expect(settings.card).toEqual({ enabled: true, gateway: 'braintree' });
  });

  it('takes a card in its hosted fields and tokenises it into a nonce the store orders with', async () => {
    const { window, requests, fields, states, fill, input } = await hostedFields();
    expect(await axeProblems(window)).toEqual([]);
    await expect(fields.tokenize()).rejects.toMatchObject({
      name: 'BraintreeError',
      code: 'HOSTED_FIELDS_FIELDS_EMPTY',
    });
    type(input('Credit Card Number'), '4242 4242 4242 4241');
    expect(states.at(-1)?.fields.number).toMatchObject({
      isValid: false,
      isPotentiallyValid: false,
    });
    await expect(fields.tokenize()).rejects.toMatchObject({
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      details: { invalidFieldKeys: ['number', 'expirationDate', 'cvv'] },
    });
    fill(GOOD_CARD);
    expect(states.at(-1)?.fields).toMatchObject({
      number: { isValid: true },
      expirationDate: { isValid: true },
      cvv: { isValid: true },
    });
    const payload: HostedFieldsTokenizePayload = await fields.tokenize({
      cardholderName: 'Ada Lovelace',
    });
    expect(payload).toMatchObject({
      nonce: expect.stringMatching(/^tokencc_bt_/),
      details: {
        cardType: 'Visa',
        lastFour: '4242',
        expirationMonth: '12',
        expirationYear: '2030',
      },
    });
    // The card went to the client API named in the vault's client token, and nowhere else.
    expect(requests).toEqual([
      `${backend.base}/providers/braintree/client_api/v1/payment_methods/credit_cards`,
    ]);
    const rows = await backend.db.query('SELECT * FROM vault_tokens');
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    const placed = await order(payload.nonce);
    expect(placed.billing).toMatchObject({ card: { gateway: 'braintree', last4: '4242' } });
    await fields.teardown();
    expect(window.document.querySelectorAll('input')).toHaveLength(0);
  });

  it('a declined card is tokenised and refused when the order is placed', async () => {
    const { fields, fill } = await hostedFields();
    fill(DECLINED_CARD);
    const { nonce } = await fields.tokenize();
    await expect(order(nonce)).rejects.toMatchObject({ status: 402, message: CARD_DECLINED });
  });

  it('tokenises only with a client token the vault issued', async () => {
    const tokenise = (authorizationFingerprint: string) =>
      fetch(`${backend.base}/providers/braintree/client_api/v1/payment_methods/credit_cards`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          authorizationFingerprint,
          creditCard: { number: '4242424242424242', expirationDate: '12/30', cvv: '123' },
        }),
      });
    const tokens = async () => (await backend.db.query('SELECT * FROM vault_tokens')).length;
    const before = await tokens();
    const forged = `${Date.now() + 60_000}.not-the-vaults-signature`;
    expect((await tokenise(forged)).status).toBe(401);
    expect((await tokenise('1.expired')).status).toBe(401);
    expect(await tokens()).toBe(before);
    // A nonce nobody issued pays nothing.
    await expect(order('tokencc_bt_made_up')).rejects.toMatchObject({ status: 400 });
  });
});
