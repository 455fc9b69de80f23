import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultRequest } from '@api/vault';
import { authorizeGateway } from '@api/vault';
import { CARD_DECLINED, domainNotVerified } from '@domain/messages';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { cardIntent } from '../support/providers';

const KEY = 'pk_test_magazine_demo';
const MERCHANT = 'merchant.demo.magazine';

/** Apple's payment token, as the stand-in makes one. */
interface ApplePayToken {
  readonly paymentData: {
    readonly version: string;
    readonly data: string;
    readonly signature: string;
    readonly header: { readonly transactionId: string };
  };
  readonly paymentMethod: { readonly displayName: string; readonly network: string };
  readonly transactionIdentifier: string;
}

/** What the stand-ins' endpoints answer, as far as the tests read it. */
interface Body {
  readonly error?: { readonly code?: string; readonly message?: string };
  readonly paymentMethodData?: { readonly tokenizationData: { readonly token: string } };
  readonly token?: ApplePayToken;
  readonly [key: string]: unknown;
}

/** The card provider's token inside Google Pay's answer. */
function tokenOf(body: Body): { readonly id: string } {
  const json = body.paymentMethodData?.tokenizationData.token;
  if (!json) throw new Error('no tokenization data');
  return JSON.parse(json) as { id: string };
}

interface Intent {
  readonly id: string;
  readonly status: string;
}

describe('wallet stand-ins: Google Pay and Apple Pay', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${backend.base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  const intentFor = (token: string) => cardIntent<Intent>(backend, token);

  describe('the scripts', () => {
    for (const [path, global] of [
      ['/providers/google-pay.js', 'google'],
      ['/providers/apple-pay.js', 'ApplePaySession'],
    ] as const) {
      it(`${path} is one script, revalidated by its ETag, defining ${global} only`, async () => {
        const res = await fetch(`${backend.base}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        const etag = res.headers.get('etag') ?? '';
        expect(etag).toMatch(/^".+"$/);
        const again = await fetch(`${backend.base}${path}`, {
          headers: { 'If-None-Match': etag },
        });
        expect(again.status).toBe(304);
        const post = await fetch(`${backend.base}${path}`, { method: 'POST' });
        expect(post.status).toBe(405);
        const code = await res.text();
        expect(code).not.toMatch(/console\.|localStorage|sessionStorage|document\.cookie/);
        const window: Record<string, unknown> = {
          location: { origin: 'http://shop.test', href: 'http://shop.test/checkout/payment' },
        };
        new Script(code, { filename: path }).runInNewContext({
          window,
          document: { currentScript: null },
          HTMLScriptElement: function HTMLScriptElement() {},
          URL,
        });
        expect(Object.keys(window)).toEqual(['location', global]);
      });
    }
  });

  describe('Google Pay', () => {
    const paymentData = (over: Record<string, unknown> = {}) =>
      post('/providers/google-pay/payment-data', {
        card: 'visa',
        environment: 'TEST',
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: 'stripe',
            'stripe:version': '2018-10-31',
            'stripe:publishableKey': KEY,
          },
        },
        ...over,
      });

    it("answers the card provider's token for the card picked, which the vault charges", async () => {
      const answer = await paymentData();
      expect(answer.status).toBe(200);
      const method = answer.body.paymentMethodData;
      expect(method).toMatchObject({
        type: 'CARD',
        description: 'Visa •••• 4242',
        info: { cardNetwork: 'VISA', cardDetails: '4242' },
        tokenizationData: { type: 'PAYMENT_GATEWAY' },
      });
      const token = tokenOf(answer.body);
      expect(token).toMatchObject({
        id: expect.stringMatching(/^tok_/),
        object: 'token',
        card: { brand: 'Visa', last4: '4242', exp_month: 12 },
      });
      const rows = await backend.db.query('SELECT * FROM vault_tokens WHERE token = $1', [
        token.id,
      ]);
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
      expect(await intentFor(token.id)).toMatchObject({ status: 'requires_capture' });
    });

    it('the declined card is tokenised, and refused when charged', async () => {
      const answer = await paymentData({ card: 'declined' });
      const token = tokenOf(answer.body);
      await expect(intentFor(token.id)).rejects.toThrow(CARD_DECLINED);
    });

    it('refuses another gateway, an unknown key, production and unknown cards', async () => {
      const spec = (parameters: Record<string, string>) => ({
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters },
      });
      expect((await paymentData(spec({ gateway: 'adyen' }))).status).toBe(400);
      const wrongKey = await paymentData(
        spec({ gateway: 'stripe', 'stripe:publishableKey': 'pk_other' }),
      );
      expect(wrongKey.status).toBe(401);
      expect(wrongKey.body.error).toMatchObject({ code: 'invalid_api_key' });
      expect((await paymentData({ environment: 'PRODUCTION' })).status).toBe(400);
      expect((await paymentData({ card: '4242424242424242' })).status).toBe(400);
    });
  });

  describe('Apple Pay', () => {
    const VALIDATION_URL = () => `${backend.base}/providers/apple-pay/start-session`;
    const domain = () => new URL(backend.base).hostname;

    const validate = (params: Record<string, string>) =>
      authorizeGateway<Record<string, unknown>>(vaultFor(backend), {
        gateway: 'stripe',
        params: {
          method: 'apple',
          validationURL: VALIDATION_URL(),
          merchantIdentifier: MERCHANT,
          displayName: 'Magazine',
          domainName: domain(),
          ...params,
        },
      });

    const payment = async (card = 'visa') => {
      const answer = await post('/providers/apple-pay/payments', {
        card,
        merchantIdentifier: MERCHANT,
      });
      expect(answer.status).toBe(200);
      if (!answer.body.token) throw new Error('no payment token');
      return answer.body.token;
    };

    const exchange = (paymentData: unknown) =>
      vaultRequest<Record<string, unknown>>(vaultFor(backend), 'tokens', {
        gateway: 'stripe',
        apple_pay: { payment_data: JSON.stringify(paymentData) },
      });

    it("starts a merchant session at Apple's endpoint for the demo's merchant", async () => {
      const answer = await post('/providers/apple-pay/start-session', {
        merchantIdentifier: MERCHANT,
        displayName: 'Magazine',
        initiative: 'web',
        initiativeContext: domain(),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        merchantSessionIdentifier: expect.stringMatching(/^SSH_/),
        domainName: domain(),
        merchantIdentifier: MERCHANT,
      });
      expect(answer.body.expiresAt).toBeGreaterThan(Date.now());
      const stranger = await post('/providers/apple-pay/start-session', {
        merchantIdentifier: 'merchant.other',
        displayName: 'Other',
        initiative: 'web',
        initiativeContext: domain(),
      });
      expect(stranger.status).toBe(400);
    });

    it("validates the merchant through the vault, on the demo's domains only", async () => {
      expect(await validate({})).toMatchObject({
        merchantSessionIdentifier: expect.stringMatching(/^SSH_/),
        domainName: domain(),
      });
      await expect(validate({ domainName: 'shop.example' })).rejects.toThrow(
        domainNotVerified('shop.example'),
      );
      await expect(validate({ merchantIdentifier: 'merchant.other' })).rejects.toThrow(
        'Unknown merchant identifier',
      );
      await expect(
        validate({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        }),
      ).rejects.toThrow('not reachable');
    });

    it("turns the wallet's payment into a card token once, and that token is charged", async () => {
      const token = await payment();
      expect(token.paymentData).toMatchObject({
        version: 'EC_v1',
        header: { transactionId: expect.any(String) },
      });
      expect(token.paymentMethod).toEqual({ displayName: 'Visa 4242', network: 'Visa' });
      // The payment's reference is not a card token: it cannot pay by itself.
      const reference = JSON.parse(Buffer.from(token.paymentData.data, 'base64').toString());
      await expect(intentFor(reference.card)).resolves.toMatchObject({ status: 'requires_action' });
      const card = await exchange(token.paymentData);
      expect(card).toMatchObject({
        token: expect.stringMatching(/^tok_/),
        brand: 'Visa',
        last4: '4242',
        gateway: 'stripe',
      });
      expect(await intentFor(String(card.token))).toMatchObject({ status: 'requires_capture' });
      await expect(exchange(token.paymentData)).rejects.toThrow('already used');
    });

    it('refuses a payment whose data was changed, and declines the declined card', async () => {
      const token = await payment();
      const other = await payment('declined');
      await expect(
        exchange({ ...token.paymentData, data: other.paymentData.data }),
      ).rejects.toThrow('Invalid Apple Pay payment');
      const declined = await exchange(other.paymentData);
      await expect(intentFor(String(declined.token))).rejects.toThrow(CARD_DECLINED);
    });
  });
});
