import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardToken, createIntent, vaultRequest } from '@api/vault';
import { GOOD_CARD, vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { storeCaller } from '../support/store-client';

interface Intent {
  readonly id: string;
  readonly status: string;
  readonly amount: number;
}

// A payment intent pays one order, for the amount it was authorised for; the vault takes only
// amounts and currencies a gateway could.
describe('hardening: payments', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const vault = () => vaultFor(backend);
  const authorised = async (amount = 1900) => {
    const token = await createCardToken(vault(), GOOD_CARD);
    return createIntent<Intent>(vault(), {
      gateway: 'stripe',
      intent: { amount, currency: 'usd', payment_method: token.token },
    });
  };
  /** A fresh session's cart of one eBook (19 USD), paid with `intent`. */
  const cartPaidWith = async (intent: Intent) => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 });
    await call('PUT', 'cart', {
      account: { email: 'reader@example.com' },
      billing: { method: 'card', intent: { stripe: { id: intent.id } } },
    });
    return call;
  };
  const vaultCall = (path: 'intent' | 'authorization', data: object, method?: 'put') =>
    vaultRequest<Record<string, unknown>>(vault(), path, data as Record<string, string>, method);

  it('lets one authorised intent pay one order only', async () => {
    const intent = await authorised();
    const first = await (await cartPaidWith(intent))('POST', 'cart/order');
    expect(first.status).toBe(200);
    const second = await (await cartPaidWith(intent))('POST', 'cart/order');
    expect(second.status).toBe(402);
    expect(second.body.error).toMatchObject({ code: 'payment_used', param: 'billing' });
  });

  it('keeps the amount of an authorised intent, so an order cannot be paid with less', async () => {
    const intent = await authorised(100);
    expect(intent.status).toBe('requires_capture');
    await expect(
      vaultCall('intent', { gateway: 'stripe', intent: { id: intent.id, amount: 1900 } }, 'put'),
    ).rejects.toMatchObject({ code: 'vault_error' });
    const order = await (await cartPaidWith(intent))('POST', 'cart/order');
    expect(order.status).toBe(402);
  });

  it.each(['NaN', '-5', 'abc', '1.5', '1e10', '99999999999', 'Infinity'])(
    'refuses the amount %s when an intent is created or updated',
    async (amount) => {
      await expect(
        vaultCall('intent', { gateway: 'paypal', intent: { amount, currency: 'usd' } }),
      ).rejects.toMatchObject({ code: 'vault_error' });
      const pending = await vaultCall('intent', { gateway: 'paypal', intent: { amount: 500 } });
      await expect(
        vaultCall('intent', { gateway: 'paypal', intent: { id: pending.id, amount } }, 'put'),
      ).rejects.toMatchObject({ code: 'vault_error' });
    },
  );

  it('refuses a wallet order value or an authorisation amount out of range', async () => {
    const units = { purchase_units: [{ amount: { value: '1e12', currency_code: 'USD' } }] };
    await expect(vaultCall('intent', { gateway: 'paypal', intent: units })).rejects.toMatchObject({
      code: 'vault_error',
    });
    const params = { paymentDetails: { chargeAmount: { amount: '-3', currencyCode: 'USD' } } };
    await expect(vaultCall('authorization', { gateway: 'amazon', params })).rejects.toMatchObject({
      code: 'vault_error',
    });
  });

  it('refuses a currency that is not three letters, so the approval page can show it', async () => {
    await expect(
      vaultCall('intent', { gateway: 'paypal', intent: { amount: 500, currency: 'ABCD' } }),
    ).rejects.toMatchObject({ code: 'vault_error' });
    const params = { paymentDetails: { chargeAmount: { amount: '5', currencyCode: 'EURO' } } };
    await expect(vaultCall('authorization', { gateway: 'amazon', params })).rejects.toMatchObject({
      code: 'vault_error',
    });
  });
});
