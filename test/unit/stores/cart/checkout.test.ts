import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, addItem } from '@stores/cart';
import {
  authorizeCard,
  getShippingRates,
  setCard,
  setCustomer,
  setShippingService,
  submitOrder,
} from '@stores/cart/checkout';
import { CARD_NUMBER_INVALID, PRICE_MISMATCH_MESSAGE } from '@domain';
import { authorizeGateway } from '@api/vault';
import { inject } from 'vitest';
import { connectStores } from '../../../support/connected';
import { ADDRESS, GOOD_CARD as CARD, vaultAt } from '../../../support/checkout-fixtures';

/** A card tokenised by Braintree's hosted fields (the stand-in's client API): its nonce. */
async function braintreeNonce(): Promise<string> {
  const base = inject('backendUrl');
  const token = await authorizeGateway<string>(vaultAt(base), { gateway: 'braintree', params: {} });
  const { clientApiUrl, authorizationFingerprint } = JSON.parse(atob(token)) as Record<
    string,
    string
  >;
  const res = await fetch(`${clientApiUrl}/v1/payment_methods/credit_cards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      authorizationFingerprint,
      creditCard: { number: CARD.number, expirationDate: '12/30', cvv: CARD.cvc },
    }),
  });
  const body = (await res.json()) as { creditCards: { nonce: string }[] };
  return body.creditCards[0]?.nonce ?? '';
}

/** The intents the vault answered on this page, as the vault's envelope carried them. */
function watchIntents(): { amount: number; currency: string }[] {
  const seen: { amount: number; currency: string }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await real(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/vault/intent')) {
      const envelope = (await res.clone().json()) as {
        $data?: { amount: number; currency: string };
      };
      if (envelope.$data) seen.push(envelope.$data);
    }
    return res;
  });
  return seen;
}

describe('checkout actions against the reference backend', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the customer, locks while saving, and lets the currency follow billing', async () => {
    await addItem('smashing-book-7-print');
    const saving = setCustomer({ email: 'ada@example.com', shipping: ADDRESS, sameAddress: true });
    expect($cart.get().locked).toBe(true);
    await saving;
    const cart = $cart.get().cart;
    expect($cart.get().locked).toBe(false);
    expect(cart?.metadata.details).toEqual({
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      sameAddress: true,
    });
    expect(cart?.currency).toBe('EUR');
    expect(cart?.account?.email).toBe('ada@example.com');
  });

  it('keeps the first guest email on the account (the account-data rule)', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'first@example.com', sameAddress: true });
    await setCustomer({ email: 'second@example.com', sameAddress: true });
    const cart = $cart.get().cart;
    expect(cart?.account?.email).toBe('first@example.com');
    expect(cart?.metadata.details?.email).toBe('second@example.com');
  });

  it('resets the shipping service when the country changes', async () => {
    await addItem('smashing-book-7-print');
    await setCustomer({ email: 'ship@example.com', shipping: ADDRESS, sameAddress: true });
    await getShippingRates();
    expect($cart.get().cart?.shipmentRating?.map((s) => s.id)).toEqual(['standard', 'express']);
    await setShippingService('express');
    expect($cart.get().cart?.shipping.service).toBe('express');
    await setCustomer({
      email: 'ship@example.com',
      shipping: { ...ADDRESS, country: 'US', zip: '10001', city: 'New York' },
      sameAddress: true,
    });
    expect($cart.get().cart?.shipping.service).toBeUndefined();
    expect($cart.get().cart?.shipmentRating).toBeNull();
  });

  it('pays by card, submits, empties the cart and keeps the order', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'pay@example.com', sameAddress: true });
    expect(await setCard(CARD, `${location.origin}/checkout/payment`)).toEqual({ done: true });
    const billing = $cart.get().cart?.billing;
    expect(JSON.stringify($cart.get())).not.toContain('4242 4242');
    expect(billing?.intent?.stripe?.id).toMatch(/^pi_/);
    const order = await submitOrder();
    expect($cart.get()).toMatchObject({ cart: null, order: { id: order.id }, locked: false });
  });

  it('checks the card before any request and leaves the cart as it was', async () => {
    await addItem('smashing-book-7-ebook');
    const before = $cart.get().cart;
    await expect(setCard({ ...CARD, number: '4242 4242 4242 4241' }, '/')).rejects.toThrow(
      CARD_NUMBER_INVALID,
    );
    expect($cart.get()).toMatchObject({ cart: before, locked: false, error: CARD_NUMBER_INVALID });
  });

  it('sends the 3-D Secure card to the approval page', async () => {
    await addItem('smashing-book-7-ebook');
    const next = await setCard({ ...CARD, number: '4000 0025 0000 3155' }, '/checkout/payment');
    expect(next).toEqual({ redirect: expect.stringContaining('/vault/approve/') });
  });

  it('turns a changed price into PRICE_MISMATCH and keeps the cart', async () => {
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'late@example.com', sameAddress: true });
    await setCard(CARD, '/');
    await addItem('smashing-book-7-ebook');
    const before = $cart.get().cart;
    await expect(submitOrder()).rejects.toThrow();
    expect($cart.get()).toMatchObject({
      cart: before,
      error: PRICE_MISMATCH_MESSAGE,
      locked: false,
    });
  });

  it('asks the vault for the total in minor units: cents for USD, whole yen for JPY', async () => {
    const intents = watchIntents();
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'minor@example.com', sameAddress: true });
    expect($cart.get().cart?.captureTotal).toBe(19);
    await setCard(CARD, '/');
    expect(intents).toEqual([expect.objectContaining({ amount: 1900, currency: 'usd' })]);
    // The demo store sells in USD and EUR; a zero-decimal currency is the cart's view's alone.
    const state = $cart.get();
    if (!state.cart) throw new Error('no cart');
    $cart.set({ ...state, cart: { ...state.cart, currency: 'JPY', captureTotal: 5800 } });
    await setCard(CARD, '/');
    expect(intents[1]).toMatchObject({ amount: 5800, currency: 'jpy' });
  });

  it('below the minimum capture stores the card alone, creates no intent, and the order goes through', async () => {
    const intents = watchIntents();
    await addItem('smashing-book-7-companion-ebook');
    await setCustomer({ email: 'free@example.com', sameAddress: true });
    expect($cart.get().cart?.captureTotal).toBe(0);
    expect(await setCard(CARD, '/')).toEqual({ done: true });
    expect(intents).toEqual([]);
    expect($cart.get().cart?.billing).toMatchObject({
      method: 'card',
      card: { last4: '4242' },
    });
    expect($cart.get().cart?.billing?.intent?.stripe).toBeUndefined();
    const order = await submitOrder();
    expect(order.id).toBeTruthy();
  });

  it("a Braintree card is stored alone, with no card provider's intent; the order charges it", async () => {
    const intents = watchIntents();
    await addItem('smashing-book-7-ebook');
    await setCustomer({ email: 'braintree@example.com', sameAddress: true });
    const nonce = await braintreeNonce();
    const card = { token: nonce, gateway: 'braintree', last4: '4242' };
    expect(await authorizeCard(card, '/')).toEqual({ done: true });
    expect(intents).toEqual([]);
    expect($cart.get().cart?.billing).toMatchObject({
      method: 'card',
      card: { token: nonce, gateway: 'braintree', last4: '4242' },
    });
    expect($cart.get().cart?.billing?.intent?.stripe).toBeUndefined();
    expect((await submitOrder()).id).toBeTruthy();
  });
});
