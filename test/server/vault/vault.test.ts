import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED, CARD_NUMBER_INVALID } from '@domain';
import { authorizeGateway, createCardToken, createIntent, vaultRequest } from '@api/vault';
import type { VaultOptions } from '@api/vault';
import { DECLINED_CARD, GOOD_CARD, SECURE_CARD } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { decide } from '../support/approval';

interface Intent {
  id: string;
  status: string;
  amount: number;
  redirect_url?: string;
}

describe('vault (test mode)', () => {
  let backend: TestBackend;
  let vault: VaultOptions;
  beforeAll(async () => {
    backend = await startBackend();
    vault = { vaultUrl: `${backend.base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 };
  });
  afterAll(() => backend.close());

  it('tokenises a card and keeps nothing of the number but the last four digits', async () => {
    const token = await createCardToken(vault, GOOD_CARD);
    expect(token).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const rows = await backend.db.query('SELECT * FROM vault_tokens');
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('"123"');
  });

  it('checks the card itself, whatever the client did', async () => {
    const error = await vaultRequest(vault, 'tokens', {
      ...GOOD_CARD,
      number: '4242424242424241',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 402,
      code: 'vault_error',
      param: 'number',
      message: CARD_NUMBER_INVALID,
    });
  });

  it('refuses a wrong public key as a request error', async () => {
    await expect(
      createCardToken({ ...vault, key: 'pk_someone_else' }, GOOD_CARD),
    ).rejects.toMatchObject({ code: 'request_error', message: 'Invalid public key' });
  });

  it('declines the declined test card when an intent is created', async () => {
    const token = await createCardToken(vault, DECLINED_CARD);
    await expect(
      createIntent(vault, {
        gateway: 'stripe',
        intent: { amount: 500, currency: 'usd', payment_method: token.token },
      }),
    ).rejects.toMatchObject({ code: 'vault_error', message: CARD_DECLINED });
  });

  it('sends the 3-D Secure card through approval, back to a same-site return URL', async () => {
    const token = await createCardToken(vault, SECURE_CARD);
    const intent = await createIntent<Intent>(vault, {
      gateway: 'stripe',
      intent: {
        amount: 2500,
        currency: 'eur',
        payment_method: token.token,
        return_url: `${backend.base}/checkout/payment`,
      },
    });
    expect(intent.status).toBe('requires_action');
    const page = await fetch(intent.redirect_url ?? '');
    expect(await page.text()).toContain('€25.00');
    const approved = await fetch(intent.redirect_url ?? '', {
      method: 'POST',
      body: 'decision=approve',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/checkout/payment');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    const confirmed = await createIntent<Intent>(
      vault,
      { gateway: 'stripe', intent: { id: intent.id } },
      'put',
    );
    expect(confirmed.status).toBe('requires_capture');
  });

  it('lets a redirect method be cancelled, and never redirects off-site', async () => {
    const intent = await createIntent<Intent>(vault, {
      gateway: 'ideal',
      intent: { amount: 1000, currency: 'eur', return_url: 'https://evil.example/steal' },
    });
    const back = await decide(intent.redirect_url ?? '', 'cancel');
    expect(back.origin).toBe(new URL(backend.base).origin);
    expect(back.searchParams.get('redirect_status')).toBe('canceled');
  });

  it.each([
    ['ideal', 'payment_intent_client_secret'],
    ['bancontact', 'payment_intent_client_secret'],
    ['klarna', 'authorization_token'],
    ['paysafecard', 'sid'],
    ['quickpay', 'card_id'],
    ['paypal', 'payment_intent'],
    ['google', 'payment_intent'],
    ['apple', 'payment_intent'],
  ])('walks %s through approval, back with the gateway and %s', async (gateway, reference) => {
    const intent = await createIntent<Intent>(vault, {
      gateway,
      intent: { amount: 1999, currency: 'eur', return_url: `${backend.base}/checkout/payment` },
    });
    // The prepaid voucher speaks its own words for the same state.
    expect(intent.status).toBe(gateway === 'paysafecard' ? 'INITIATED' : 'requires_action');
    const back = await decide(intent.redirect_url ?? '', 'approve');
    expect(back.searchParams.get('gateway')).toBe(gateway);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get(reference)).toBeTruthy();
    const [row] = await backend.db.query<{ status: string }>(
      'SELECT status FROM vault_intents WHERE id = $1',
      [intent.id],
    );
    expect(row?.status).toBe('succeeded');
  });

  it('brings the Amazon-style buyer back with confirm=true, or to the cancel URL', async () => {
    const session = await authorizeGateway<{ redirect_url: string; checkout_session_id: string }>(
      vault,
      {
        gateway: 'amazon',
        params: {
          chargePermissionType: 'OneTime',
          webCheckoutDetails: {
            checkoutReviewReturnUrl: `${backend.base}/checkout/payment`,
            checkoutCancelUrl: `${backend.base}/checkout`,
          },
          paymentDetails: { chargeAmount: { amount: '49.00', currencyCode: 'USD' } },
        },
      },
    );
    // Two returns, as Amazon's: to review with the session, then with its charge confirmed.
    const reviewed = await decide(session.redirect_url, 'approve');
    expect(reviewed.pathname).toBe('/checkout/payment');
    expect(reviewed.searchParams.get('amazonCheckoutSessionId')).toBe(session.checkout_session_id);
    expect(reviewed.searchParams.get('confirm')).toBeNull();
    const charge = await createIntent<Intent>(vault, {
      gateway: 'amazon',
      intent: {
        checkoutSessionId: session.checkout_session_id,
        webCheckoutDetails: { checkoutResultReturnUrl: `${backend.base}/checkout/payment` },
        paymentDetails: {
          paymentIntent: 'Authorize',
          chargeAmount: { amount: '49.00', currencyCode: 'USD' },
        },
      },
    });
    const approved = await decide(charge.redirect_url ?? '', 'approve');
    expect(approved.pathname).toBe('/checkout/payment');
    expect(approved.searchParams.get('confirm')).toBe('true');
    expect(approved.searchParams.get('gateway')).toBe('amazon');
    const other = await authorizeGateway<{ redirect_url: string }>(vault, {
      gateway: 'amazon',
      params: { webCheckoutDetails: { checkoutCancelUrl: `${backend.base}/checkout` } },
    });
    const cancelled = await decide(other.redirect_url, 'cancel');
    expect(cancelled.pathname).toBe('/checkout');
    expect(cancelled.searchParams.get('confirm')).toBeNull();
  });

  it('signs an Amazon-style checkout session', async () => {
    const answer = await authorizeGateway<{
      payload: string;
      signature: string;
      redirect_url: string;
    }>(vault, { gateway: 'amazon', params: { chargePermissionType: 'OneTime' } });
    expect(JSON.parse(answer.payload)).toMatchObject({ chargePermissionType: 'OneTime' });
    expect(answer.signature).toBeTruthy();
  });

  it('answers unknown paths inside its own shape', async () => {
    const res = await fetch(`${backend.base}/vault/nothing`);
    expect(await res.json()).toMatchObject({ $status: 404 });
  });
});
