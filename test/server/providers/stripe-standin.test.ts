import { getByLabelText } from '@testing-library/dom';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import { cardIntent } from '../support/providers';
import type { TestBackend } from '../harness';
import { axeProblems, openPage, type } from './standin-page';
import type { PageWindow } from './standin-page';

const KEY = 'pk_test_magazine_demo';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

interface Intent {
  readonly id: string;
  readonly status: string;
  readonly client_secret: string;
}

// The stand-in as the checkout uses it, through the official types: a page on the backend's
// origin runs the served script, mounts the card and pays against the reference backend.
describe('card provider stand-in: in the page', () => {
  let backend: TestBackend;
  let script: string;
  let window: PageWindow;
  let requests: string[];
  let stripe: Stripe;
  beforeAll(async () => {
    backend = await startBackend();
    script = await (await fetch(`${backend.base}/providers/stripe.js`)).text();
  });
  afterAll(() => backend.close());
  beforeEach(async () => {
    ({ window, requests } = await openPage(backend.base, script));
    stripe = window.Stripe!(KEY);
  });

  const field = (label: string) =>
    getByLabelText(window.document.body, label) as unknown as HTMLInputElement;

  /** A mounted card Element and the change events it sends. */
  const mountCard = () => {
    const card: StripeCardElement = stripe.elements().create('card');
    const events: StripeCardElementChangeEvent[] = [];
    card.on('change', (event) => events.push(event));
    card.mount('#card-element');
    return { card, events, last: () => events.at(-1) };
  };

  const fillCard = (number: string, expiry = `12 / ${NEXT_YEAR}`, cvc = '123') => {
    type(field('Card number'), number);
    type(field('Expiry date (MM / YY)'), expiry);
    type(field('CVC'), cvc);
  };

  const intentFor = (method: string, extra: object = {}) =>
    cardIntent<Intent>(backend, method, extra);

  it('renders labelled, numeric card inputs with the autofill hints, and passes axe', async () => {
    const { card } = mountCard();
    const number = field('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.inputMode).toBe('numeric');
    expect(field('Expiry date (MM / YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(field('CVC').getAttribute('autocomplete')).toBe('cc-csc');
    const target = window.document.getElementById('card-element')!;
    expect([...target.classList]).toEqual(['StripeElement', 'StripeElement--empty']);
    const ready = await new Promise((resolve) => card.on('ready', resolve));
    expect(ready).toEqual({ elementType: 'card' });
    expect(await axeProblems(window)).toEqual([]);
  });

  it('formats as it is typed and tells the brand, with no error while typing', () => {
    const { last } = mountCard();
    type(field('Card number'), '42424242');
    expect(field('Card number').value).toBe('4242 4242');
    expect(last()).toEqual({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
      value: { postalCode: '' },
      error: undefined,
    });
    type(field('Expiry date (MM / YY)'), '3');
    expect(field('Expiry date (MM / YY)').value).toBe('03');
    type(field('Card number'), '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(last()?.brand).toBe('amex');
  });

  it.each([
    ['Card number', '4242 4242 4242 4241', 'invalid_number', 'Your card number is invalid.'],
    [
      'Expiry date (MM / YY)',
      '12 / 01',
      'invalid_expiry_year_past',
      "Your card's expiration year is in the past.",
    ],
  ])('says at once what is wrong with %s %s', (label, value, code, message) => {
    const { last } = mountCard();
    type(field(label), value);
    expect(last()).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code, message },
    });
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(window.document.getElementById('card-element')!.classList).toContain(
      'StripeElement--invalid',
    );
  });

  it.each([
    ['Card number', '4242 42', 'Your card number is incomplete.'],
    ['Expiry date (MM / YY)', '1', "Your card's expiration date is incomplete."],
    ['CVC', '12', "Your card's security code is incomplete."],
  ])('says %s is incomplete once it is left', (label, value, message) => {
    const { last } = mountCard();
    type(field(label), value);
    expect(last()?.error).toBeUndefined();
    field(label).blur();
    expect(last()?.error?.message).toBe(message);
  });

  it('is complete with a good card, and sends focus and blur for the whole element', () => {
    const { card, last } = mountCard();
    const seen: string[] = [];
    card.on('focus', () => seen.push('focus'));
    card.on('blur', () => seen.push('blur'));
    fillCard('4242424242424242');
    expect(last()).toMatchObject({ complete: true, empty: false, error: undefined });
    field('CVC').blur();
    expect(seen).toEqual(['focus', 'blur']);
    card.clear();
    expect(last()).toMatchObject({ complete: false, empty: true });
    expect(field('Card number').value).toBe('');
  });

  it('throws for a mount target that is not on the page, as the provider does', () => {
    const card = stripe.elements().create('card');
    expect(() => card.mount('#nowhere')).toThrow(
      expect.objectContaining({
        name: 'IntegrationError',
        message: expect.stringContaining('#nowhere'),
      }),
    );
  });

  it('refuses an incomplete card without a request, and marks its fields', async () => {
    const { card } = mountCard();
    type(field('Card number'), '4242');
    const result = await stripe.createPaymentMethod({ type: 'card', card });
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    expect(requests).toEqual([]);
    expect(field('Expiry date (MM / YY)').getAttribute('aria-invalid')).toBe('true');
  });

  it('creates a payment method of the good card', async () => {
    const { card } = mountCard();
    fillCard('4242 4242 4242 4242');
    const { paymentMethod, error } = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: 'Ada Lovelace', address: { postal_code: '79098' } },
    });
    expect(error).toBeUndefined();
    expect(paymentMethod?.id).toMatch(/^pm_/);
    expect(paymentMethod?.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      checks: { address_postal_code_check: 'pass', cvc_check: 'pass' },
    });
  });

  it('takes the card from separate number, expiry and CVC Elements', async () => {
    const elements = stripe.elements();
    const number = elements.create('cardNumber');
    number.mount('#cardNumber-element');
    elements.create('cardExpiry').mount('#cardExpiry-element');
    elements.create('cardCvc').mount('#cardCvc-element');
    expect(elements.getElement('cardNumber')).toBe(number);
    fillCard('4000 0025 0000 3155');
    const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card: number });
    expect(paymentMethod?.card?.last4).toBe('3155');
  });

  it('confirms an intent that asks for confirmation', async () => {
    const { card } = mountCard();
    fillCard('4242424242424242');
    const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
    const intent = await intentFor(paymentMethod!.id, { confirmation_method: 'manual' });
    expect(intent.status).toBe('requires_confirmation');
    const { paymentIntent, error } = await stripe.confirmCardPayment(intent.client_secret);
    expect(error).toBeUndefined();
    expect(paymentIntent).toMatchObject({ id: intent.id, status: 'requires_capture' });
    const again = await stripe.confirmCardPayment(intent.client_secret);
    expect(again.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('confirms with a card Element given at confirmation', async () => {
    const { card } = mountCard();
    fillCard('4242424242424242');
    const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
    const intent = await intentFor(paymentMethod!.id, { confirmation_method: 'manual' });
    const { paymentIntent } = await stripe.confirmCardPayment(intent.client_secret, {
      payment_method: { card, billing_details: { name: 'Ada Lovelace' } },
    });
    expect(paymentIntent?.status).toBe('requires_capture');
    expect(paymentIntent?.payment_method).not.toBe(paymentMethod!.id);
  });

  it('reads intents, and has no action to take for one waiting for capture', async () => {
    const { card } = mountCard();
    fillCard('4242424242424242');
    const { paymentMethod } = await stripe.createPaymentMethod({ type: 'card', card });
    const intent = await intentFor(paymentMethod!.id);
    const read = await stripe.retrievePaymentIntent(intent.client_secret);
    expect(read.paymentIntent).toMatchObject({
      id: intent.id,
      status: 'requires_capture',
      amount: 1900,
    });
    const next = await stripe.handleNextAction({ clientSecret: intent.client_secret });
    expect(next.paymentIntent?.status).toBe('requires_capture');
    const action = await stripe.handleCardAction(intent.client_secret);
    expect(action.paymentIntent?.status).toBe('requires_capture');
  });

  it('resolves refusals and lost connections as errors, never rejecting', async () => {
    const unknown = await stripe.retrievePaymentIntent('pi_nothing_secret');
    expect(unknown.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
    const other = window.Stripe!('pk_test_someone_else');
    const refused = await other.retrievePaymentIntent('pi_nothing_secret');
    expect(refused.error).toMatchObject({ code: 'invalid_api_key' });
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const lost = await stripe.retrievePaymentIntent('pi_nothing_secret');
    expect(lost.error).toMatchObject({ type: 'api_connection_error' });
  });

  it('throws for a malformed client secret, an integration mistake', async () => {
    await expect(stripe.retrievePaymentIntent('nonsense')).rejects.toMatchObject({
      name: 'IntegrationError',
    });
  });
});
