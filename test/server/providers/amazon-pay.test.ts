import { getByRole } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizeGateway } from '@api/vault';
import type { AmazonPayButtonOptions } from '@payments/amazon/checkout-js';
import { checkoutSessionParams } from '@payments/amazon/checkout-session';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { axeProblems, openPage } from './standin-page';

interface Session {
  readonly payload: string;
  readonly signature: string;
  readonly checkout_session_id: string;
}

const MERCHANT = 'DEMOAMAZONMERCHANT';
const KEY = 'SANDBOX-DEMO-KEY';

describe('Amazon Pay stand-in', () => {
  let backend: TestBackend;
  let script: string;
  beforeAll(async () => {
    backend = await startBackend();
    script = await (await fetch(`${backend.base}/providers/amazon-pay.js`)).text();
  });
  afterAll(() => backend.close());

  const signed = () =>
    authorizeGateway<Session>(vaultFor(backend), {
      gateway: 'amazon',
      params: checkoutSessionParams(
        {
          cartId: 'cart_1',
          currency: 'USD',
          captureTotal: 49,
          shippingRequired: false,
          hasSubscription: false,
          billing: {},
          returnUrl: `${backend.base}/checkout/payment`,
          cancelUrl: `${backend.base}/checkout/payment`,
        },
        { merchant_id: MERCHANT, public_key_id: KEY },
      ),
    });

  const createSession = (body: Record<string, unknown>) =>
    fetch(`${backend.base}/providers/amazon-pay/v2/checkoutSessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const options = (session: Session, payloadJSON = session.payload): AmazonPayButtonOptions => ({
    merchantId: MERCHANT,
    publicKeyId: KEY,
    ledgerCurrency: 'USD',
    checkoutLanguage: 'en_US',
    productType: 'PayOnly',
    placement: 'Checkout',
    buttonColor: 'Gold',
    sandbox: true,
    createCheckoutSessionConfig: { payloadJSON, signature: session.signature, publicKeyId: KEY },
  });

  it('serves checkout.js as a script, revalidated by its ETag', async () => {
    const res = await fetch(`${backend.base}/providers/amazon-pay.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const etag = res.headers.get('etag') ?? '';
    const again = await fetch(`${backend.base}/providers/amazon-pay.js`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const post = await fetch(`${backend.base}/providers/amazon-pay.js`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('opens a checkout session only for the payload the vault signed, for this merchant', async () => {
    const session = await signed();
    const body = {
      merchantId: MERCHANT,
      publicKeyId: KEY,
      payloadJSON: session.payload,
      signature: session.signature,
    };
    const tampered = session.payload.replace('OneTime', 'Recurring');
    const refusals = await Promise.all([
      createSession({ ...body, payloadJSON: tampered }),
      createSession({ ...body, merchantId: 'SOMEONE' }),
      createSession({ ...body, publicKeyId: 'LIVE-OTHER' }),
      createSession({ ...body, signature: 'bm90IGEgc2lnbmF0dXJl' }),
    ]);
    expect(refusals.map((res) => res.status)).toEqual([401, 400, 401, 401]);
    expect(await refusals[0]?.json()).toEqual({
      reasonCode: 'InvalidSignature',
      message: 'The signature does not match the payload',
    });
    const opened = await createSession(body);
    expect(await opened.json()).toEqual({
      checkoutSessionId: session.checkout_session_id,
      webCheckoutDetails: {
        amazonPayRedirectUrl: `${backend.base}/vault/approve/${session.checkout_session_id}`,
      },
    });
    // Once the buyer decided, the session's button is spent: the page needs a new one.
    await fetch(`${backend.base}/vault/approve/${session.checkout_session_id}`, {
      method: 'POST',
      body: 'decision=approve',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    const spent = await createSession(body);
    expect(spent.status).toBe(422);
  });

  it('draws a named, accessible button whose click opens the signed session', async () => {
    const { window, requests } = await openPage(backend.base, script);
    const form = window.document.querySelector('form');
    const host = window.document.createElement('div');
    host.id = 'amazonpay-button';
    form?.append(host);
    const session = await signed();
    window.amazon?.Pay.renderButton('#amazonpay-button', options(session));
    const button = getByRole(host, 'button', { name: 'Amazon Pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(await axeProblems(window)).toEqual([]);
    // jsdom cannot leave the page: the attempt is all the click can show of the navigation.
    const leaving = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      button.click();
      await vi.waitFor(() => expect(leaving).toHaveBeenCalled());
      expect(requests).toEqual([`${backend.base}/providers/amazon-pay/v2/checkoutSessions`]);
      expect(String(leaving.mock.calls[0]?.[0])).toMatch(/navigation/);
    } finally {
      leaving.mockRestore();
    }
  });

  it('says a refused payload next to the button, and takes another click', async () => {
    const { window, requests } = await openPage(backend.base, script);
    const host = window.document.createElement('div');
    host.id = 'amazonpay-button';
    window.document.body.append(host);
    const session = await signed();
    window.amazon?.Pay.renderButton('#amazonpay-button', options(session, '{"changed":true}'));
    const button = getByRole(host, 'button', { name: 'Amazon Pay' });
    button.click();
    await vi.waitFor(() =>
      expect(getByRole(host, 'alert').textContent).toBe('The signature does not match the payload'),
    );
    expect(button.getAttribute('aria-disabled')).toBeNull();
    button.click();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
  });

  it('throws for a missing element or options, as checkout.js does', async () => {
    const { window } = await openPage(backend.base, script);
    const session = await signed();
    expect(() => window.amazon?.Pay.renderButton('#nowhere', options(session))).toThrow(
      /no element matches #nowhere/,
    );
    const noSignature = {
      ...options(session),
      createCheckoutSessionConfig: { payloadJSON: session.payload, signature: '' },
    };
    expect(() => window.amazon?.Pay.renderButton('#card-element', noSignature)).toThrow(
      /payloadJSON and signature/,
    );
    expect(() =>
      window.amazon?.Pay.renderButton('#card-element', { ...options(session), merchantId: '' }),
    ).toThrow(/merchantId/);
  });
});
