import { describe, expect, it } from 'vitest';
import { CARD_DECLINED } from '@domain';
import { createIntent } from '@api/vault';
import { DECLINED_CARD, GOOD_CARD, SECURE_CARD, vaultFor } from '../../contract/storefront-support';
import { cardIntent, providerApi } from '../support/providers';
import { useBackend } from '../support/use-backend';
import { shapeOf } from '../support/shapes';
import { storeCaller } from '../support/store-client';

const KEY = 'pk_test_magazine_demo';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & {
    error?: { type: string; code: string; message: string; param?: string } & Record<
      string,
      unknown
    >;
  };
}

interface Intent {
  readonly id: string;
  readonly status: string;
  readonly client_secret: string;
  readonly amount: number;
  readonly next_action?: { redirect_to_url?: { url: string } } | null;
}

describe('card provider stand-in: endpoints', () => {
  const backend = useBackend();

  const api = providerApi<Answer['body']>(backend, '/providers/stripe/v1', KEY);

  const paymentMethod = async (card: typeof GOOD_CARD, billing?: object) => {
    const answer = await api('POST', 'payment_methods', {
      type: 'card',
      card,
      ...(billing && { billing_details: billing }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { id: string; card: Record<string, unknown> };
  };

  const intentFor = (method: string, extra: object = {}) =>
    cardIntent<Intent>(backend, method, {
      return_url: `${backend.base}/checkout/payment`,
      ...extra,
    });

  /** A refusal in the provider's shape, with the status and code expected. */
  const expectError = (answer: Answer, status: number, code: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toMatchObject({ code });
    expect(shapeOf('/providers/stripe/v1/x')?.check(answer.body)).toBe(true);
  };

  it('makes a payment method of the good card, keeping only brand, last four and expiry', async () => {
    const method = await paymentMethod(GOOD_CARD, {
      name: 'Ada Lovelace',
      address: { line1: 'Kaiser-Joseph-Straße 1', postal_code: '79098', country: 'DE' },
    });
    expect(method.id).toMatch(/^pm_/);
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      livemode: false,
      billing_details: { name: 'Ada Lovelace', address: { postal_code: '79098', city: null } },
      card: {
        brand: 'visa',
        display_brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        checks: {
          address_line1_check: 'pass',
          address_postal_code_check: 'pass',
          cvc_check: 'pass',
        },
      },
    });
    const rows = await backend.db.query('SELECT * FROM vault_tokens WHERE token = $1', [method.id]);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    expect(stored).not.toContain('Lovelace');
  });

  it('authorises the good card through the vault, ready for capture', async () => {
    const method = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(method.id);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      client_secret: `${intent.id}_secret`,
    });
    const read = await api(
      'GET',
      `payment_intents/${intent.id}?client_secret=${intent.client_secret}`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: intent.id,
      object: 'payment_intent',
      status: 'requires_capture',
      amount: 1900,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: method.id,
      next_action: null,
    });
  });

  it('confirms an intent that asks for confirmation, once', async () => {
    const method = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(method.id, { confirmation_method: 'manual' });
    expect(intent.status).toBe('requires_confirmation');
    const confirmed = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: intent.id, status: 'requires_capture' });
    const again = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
    });
    expectError(again, 400, 'payment_intent_unexpected_state');
    expect(again.body.error?.payment_intent).toMatchObject({ status: 'requires_capture' });
  });

  it('lets an order be paid with a payment method of the stand-in', async () => {
    const method = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(method.id);
    const call = storeCaller(backend);
    await call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    await call('PUT', 'cart', {
      account: { email: 'reader@example.com' },
      billing: {
        method: 'card',
        card: { token: method.id },
        intent: { stripe: { id: intent.id } },
      },
    });
    const order = await call('POST', 'cart/order');
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('declines the declined card when the vault creates its intent', async () => {
    const method = await paymentMethod(DECLINED_CARD);
    expect(method.card).toMatchObject({ last4: '0002' });
    await expect(intentFor(method.id)).rejects.toMatchObject({
      code: 'vault_error',
      message: CARD_DECLINED,
    });
  });

  it('declines the declined card when an intent is confirmed with it', async () => {
    const good = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(good.id, { confirmation_method: 'manual' });
    const declined = await paymentMethod(DECLINED_CARD);
    const answer = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: declined.id,
    });
    expectError(answer, 402, 'card_declined');
    expect(answer.body.error).toMatchObject({ type: 'card_error', message: CARD_DECLINED });
    expect(answer.body.error?.payment_intent).toMatchObject({ status: 'requires_payment_method' });
  });

  it('sends the 3-D Secure card to the approval page and back, then waits for capture', async () => {
    const method = await paymentMethod(SECURE_CARD);
    const intent = await intentFor(method.id);
    expect(intent).toMatchObject({
      status: 'requires_action',
      client_secret: `${intent.id}_secret`,
    });
    const read = await api(
      'GET',
      `payment_intents/${intent.id}?client_secret=${intent.client_secret}`,
    );
    const approval = `${backend.base}/vault/approve/${intent.id}`;
    expect(read.body).toMatchObject({
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: approval, return_url: `${backend.base}/checkout/payment` },
      },
    });
    // Confirming does not skip the bank: the intent still waits for the approval page.
    const confirmed = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const decided = await fetch(approval, {
      method: 'POST',
      body: 'decision=approve',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const back = new URL(decided.headers.get('location') ?? '');
    expect(back.pathname).toBe('/checkout/payment');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      gateway: 'stripe',
      redirect_status: 'succeeded',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
    });
    const after = await api(
      'GET',
      `payment_intents/${intent.id}?client_secret=${back.searchParams.get('payment_intent_client_secret') ?? ''}`,
    );
    expect(after.body).toMatchObject({ status: 'requires_capture', next_action: null });
  });

  it.each([
    ['no key', {}],
    ['another key', { Authorization: 'Bearer pk_test_someone_else' }],
    ['the store key', { Authorization: `Basic ${btoa('pk_demo_magazine')}` }],
    ['a bare Bearer', { Authorization: 'Bearer' }],
  ])('refuses %s with 401', async (_, headers) => {
    const answer = await api('POST', 'payment_methods', { type: 'card', card: GOOD_CARD }, headers);
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.body.error?.type).toBe('invalid_request_error');
  });

  it.each([
    ['4242 4242 4242 4241', {}, 'invalid_number', 'number'],
    ['4242 4242', {}, 'incomplete_number', 'number'],
    ['4242 4242 4242 4242', { exp_year: '2001' }, 'invalid_expiry_year_past', 'exp_year'],
    ['4242 4242 4242 4242', { exp_month: '13' }, 'invalid_expiry_month', 'exp_month'],
    ['4242 4242 4242 4242', { cvc: '1' }, 'incomplete_cvc', 'cvc'],
    ['4242 4242 4242 4242', { cvc: '12a' }, 'invalid_cvc', 'cvc'],
  ])('refuses the card %s %o as a card error %s', async (number, change, code, param) => {
    const answer = await api('POST', 'payment_methods', {
      type: 'card',
      card: { ...GOOD_CARD, number, ...change },
    });
    expectError(answer, 402, code);
    expect(answer.body.error).toMatchObject({ type: 'card_error', param });
  });

  it.each([
    ['malformed JSON', '{"type":', 'invalid_json'],
    ['no card', { type: 'card' }, 'invalid_input'],
    ['another type', { type: 'ideal', card: GOOD_CARD }, 'invalid_input'],
    ['a number as an object', { type: 'card', card: { number: { $gt: '' } } }, 'invalid_input'],
    [
      'a NUL in the name',
      { type: 'card', card: GOOD_CARD, billing_details: { name: '\u0000' } },
      'invalid_input',
    ],
    ['a huge number', { type: 'card', card: { number: '4'.repeat(5000) } }, 'invalid_input'],
  ])('refuses %s with 400 in the provider’s shape', async (_, body, code) => {
    expectError(await api('POST', 'payment_methods', body), 400, code);
  });

  it('refuses a wrong, missing or foreign client secret, and unknown intents', async () => {
    const method = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(method.id);
    const mismatch = await api('GET', `payment_intents/${intent.id}?client_secret=pi_x_secret`);
    expectError(mismatch, 400, 'payment_intent_invalid_parameter');
    expect(mismatch.body.error?.param).toBe('client_secret');
    expectError(await api('GET', `payment_intents/${intent.id}`), 400, 'parameter_missing');
    const confirm = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: `${intent.id}_secret_other`,
    });
    expectError(confirm, 400, 'payment_intent_invalid_parameter');
    expectError(
      await api('GET', 'payment_intents/pi_nothing?client_secret=pi_nothing_secret'),
      404,
      'resource_missing',
    );
    // An intent of another gateway is not the card provider's.
    const ideal = await createIntent<Intent>(vaultFor(backend), {
      gateway: 'ideal',
      intent: { amount: 500, currency: 'eur' },
    });
    expectError(
      await api('GET', `payment_intents/${ideal.id}?client_secret=${ideal.id}_secret`),
      404,
      'resource_missing',
    );
  });

  it('refuses an unknown payment method at confirmation', async () => {
    const method = await paymentMethod(GOOD_CARD);
    const intent = await intentFor(method.id, { confirmation_method: 'manual' });
    const answer = await api('POST', `payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: 'pm_unknown',
    });
    expectError(answer, 400, 'resource_missing');
  });

  it('answers unknown paths and wrong methods in its own shape', async () => {
    expectError(await api('GET', 'charges'), 404, 'not_found');
    expectError(await api('GET', 'payment_methods'), 405, 'method_not_allowed');
  });

  it('answers preflights of the configured origins', async () => {
    const res = await fetch(`${backend.base}/providers/stripe/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://widgets.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://widgets.test');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});
