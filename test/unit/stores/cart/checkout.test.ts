import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, addItem } from '../../../../src/stores/cart';
import {
  getShippingRates,
  setCard,
  setCustomer,
  setShippingService,
  submitOrder,
} from '../../../../src/stores/cart/checkout';
import { CARD_NUMBER_INVALID, PRICE_MISMATCH_MESSAGE } from '../../../../src/domain';
import { connectStores } from '../../../support/connected';

const CARD = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' };
const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Kaiser-Joseph-Straße 1',
  city: 'Freiburg',
  zip: '79098',
  country: 'DE',
};

describe('checkout actions against the reference backend', () => {
  beforeEach(() => {
    connectStores();
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
});
