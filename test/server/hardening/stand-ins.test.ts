import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultRequest } from '@api/vault';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

const MERCHANT = 'merchant.demo.magazine';

interface PaymentData {
  readonly version: string;
  readonly data: string;
  readonly signature: string;
  readonly header: { readonly transactionId: string };
}

// A test-mode payment must be as hard to forge as a real one: what anyone can recompute
// from the token itself (an unkeyed hash) proves nothing.
describe('hardening: test-mode stand-ins', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const payment = async (card: string): Promise<PaymentData> => {
    const res = await fetch(`${backend.base}/providers/apple-pay/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card, merchantIdentifier: MERCHANT }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: { paymentData: PaymentData } }).token.paymentData;
  };
  const exchange = (paymentData: PaymentData) =>
    vaultRequest<Record<string, unknown>>(vaultFor(backend), 'tokens', {
      gateway: 'stripe',
      apple_pay: { payment_data: JSON.stringify(paymentData) },
    });
  const unkeyed = (data: string, transactionId: string) =>
    createHash('sha256').update(`${data}.${transactionId}`).digest('base64');

  it('test-mode stand-ins sign like the real ones: an Apple Pay token re-signed by a page is refused', async () => {
    const declined = await payment('declined');
    const good = await payment('visa');
    // The page keeps its own (declined) transaction but points it at the other payment's card.
    const forged = {
      ...declined,
      data: good.data,
      signature: unkeyed(good.data, declined.header.transactionId),
    };
    await expect(exchange(forged)).rejects.toThrow('Invalid Apple Pay payment');
    // The genuine payment still turns into a card token.
    await expect(exchange(good)).resolves.toMatchObject({ token: expect.stringMatching(/^tok_/) });
  });

  it('test-mode stand-ins sign like the real ones: the signature is not the unkeyed hash', async () => {
    const good = await payment('visa');
    expect(good.signature).not.toBe(unkeyed(good.data, good.header.transactionId));
  });
});
