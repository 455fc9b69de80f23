import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryValue } from '@api/query-string';
import { authorizeGateway, createIntent } from '@api/vault';
import type { VaultOptions } from '@api/vault';
import { checkoutCharge, checkoutSessionParams } from '@payments/amazon/checkout-session';
import type { CheckoutFacts } from '@payments/types';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { decide } from '../support/approval';

interface Session {
  readonly payload: string;
  readonly signature: string;
  readonly checkout_session_id: string;
  readonly redirect_url: string;
}

interface Charge {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
  readonly redirect_url?: string;
}

const SETTINGS = { merchant_id: 'DEMOAMAZONMERCHANT', public_key_id: 'SANDBOX-DEMO-KEY' };

// The Amazon-style checkout's two returns through the vault, with the bodies the widget sends.
describe('vault: the Amazon-style checkout session', () => {
  let backend: TestBackend;
  let vault: VaultOptions;
  let facts: CheckoutFacts;
  beforeAll(async () => {
    backend = await startBackend();
    vault = vaultFor(backend);
    facts = {
      cartId: 'cart_1',
      currency: 'USD',
      captureTotal: 49,
      shippingRequired: true,
      hasSubscription: false,
      billing: {},
      returnUrl: `${backend.base}/checkout/payment`,
      cancelUrl: `${backend.base}/checkout/payment`,
    };
  });
  afterAll(() => backend.close());

  const authorize = (over: Partial<CheckoutFacts> = {}) =>
    authorizeGateway<Session>(vault, {
      gateway: 'amazon',
      params: checkoutSessionParams({ ...facts, ...over }, SETTINGS),
    });

  const charge = (sessionId: string, over: Partial<CheckoutFacts> = {}) =>
    createIntent<Charge>(vault, {
      gateway: 'amazon',
      intent: checkoutCharge({ ...facts, ...over }, sessionId),
    });

  const statusOf = async (id: string) =>
    (
      await backend.db.query<{ status: string; amount: string }>(
        'SELECT status, amount FROM vault_intents WHERE id = $1',
        [id],
      )
    )[0];

  it('signs the payload it answers, one signature per session', async () => {
    const first = await authorize();
    const second = await authorize();
    expect(JSON.parse(first.payload)).toMatchObject({
      chargePermissionType: 'OneTime',
      webCheckoutDetails: {
        checkoutReviewReturnUrl: `${backend.base}/checkout/payment?gateway=amazon&redirect_status=succeeded`,
        checkoutCancelUrl: `${backend.base}/checkout/payment?gateway=amazon&redirect_status=canceled`,
      },
      scopes: ['name', 'email', 'phoneNumber', 'billingAddress'],
    });
    expect(second.payload).toBe(first.payload);
    expect(second.signature).not.toBe(first.signature);
    expect(first.redirect_url).toBe(`${backend.base}/vault/approve/${first.checkout_session_id}`);
  });

  it('asks a subscription for a recurring permission', async () => {
    const session = await authorize({ hasSubscription: true });
    expect(JSON.parse(session.payload)).toMatchObject({
      chargePermissionType: 'Recurring',
      recurringMetadata: { frequency: { unit: 'Variable', value: '0' } },
    });
  });

  it('brings the buyer back to review with the session, then with the charge confirmed', async () => {
    const session = await authorize();
    const reviewed = await decide(session.redirect_url, 'approve');
    expect(Object.fromEntries(reviewed.searchParams)).toEqual({
      gateway: 'amazon',
      redirect_status: 'succeeded',
      amazonCheckoutSessionId: session.checkout_session_id,
    });
    // An approved session is open for its charge: it never pays an order itself.
    expect((await statusOf(session.checkout_session_id))?.status).toBe('open');

    const paid = await charge(session.checkout_session_id);
    expect(paid).toMatchObject({ status: 'requires_action', amount: 4900 });
    const confirmed = await decide(paid.redirect_url ?? '', 'approve');
    expect(Object.fromEntries(confirmed.searchParams)).toEqual({
      gateway: 'amazon',
      confirm: 'true',
      redirect_status: 'succeeded',
      amazonCheckoutSessionId: session.checkout_session_id,
    });
    expect(await statusOf(paid.id)).toEqual({ status: 'succeeded', amount: '4900.00' });
    expect((await statusOf(session.checkout_session_id))?.status).toBe('completed');
  });

  it('charges a session once, and only once the buyer approved it', async () => {
    const session = await authorize();
    await expect(charge(session.checkout_session_id)).rejects.toMatchObject({
      code: 'vault_error',
      param: 'checkoutSessionId',
    });
    await decide(session.redirect_url, 'approve');
    await charge(session.checkout_session_id);
    await expect(charge(session.checkout_session_id)).rejects.toMatchObject({
      code: 'vault_error',
      param: 'checkoutSessionId',
    });
    // Approving the session's page again does not open it for a second charge.
    await decide(session.redirect_url, 'approve');
    await expect(charge(session.checkout_session_id)).rejects.toMatchObject({
      code: 'vault_error',
    });
    await expect(charge('amzn_nothing')).rejects.toMatchObject({ param: 'checkoutSessionId' });
  });

  it('confirms a zero total without charging anything', async () => {
    const session = await authorize();
    await decide(session.redirect_url, 'approve');
    const confirmOnly = await charge(session.checkout_session_id, { captureTotal: 0 });
    expect(confirmOnly.amount).toBe(0);
  });

  it('refuses a charge that is not Authorize or Confirm, or has no valid amount', async () => {
    const session = await authorize();
    await decide(session.redirect_url, 'approve');
    const body = (paymentDetails: Readonly<Record<string, QueryValue>>) =>
      createIntent(vault, {
        gateway: 'amazon',
        intent: { checkoutSessionId: session.checkout_session_id, paymentDetails },
      });
    await expect(body({ paymentIntent: 'Capture' })).rejects.toMatchObject({
      param: 'paymentIntent',
    });
    await expect(
      body({ paymentIntent: 'Authorize', chargeAmount: { amount: '-1', currencyCode: 'USD' } }),
    ).rejects.toMatchObject({ param: 'amount' });
    await expect(
      body({ paymentIntent: 'Authorize', chargeAmount: { amount: '5', currencyCode: 'EURO' } }),
    ).rejects.toMatchObject({ param: 'currency' });
  });

  it('sends a cancel at either step to the cancel URL, without the session', async () => {
    const early = await authorize();
    const cancelled = await decide(early.redirect_url, 'cancel');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({
      gateway: 'amazon',
      redirect_status: 'canceled',
    });
    await expect(charge(early.checkout_session_id)).rejects.toMatchObject({ code: 'vault_error' });

    const late = await authorize();
    await decide(late.redirect_url, 'approve');
    const paid = await charge(late.checkout_session_id);
    const back = await decide(paid.redirect_url ?? '', 'cancel');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      gateway: 'amazon',
      redirect_status: 'canceled',
    });
    expect((await statusOf(paid.id))?.status).toBe('canceled');
  });
});
