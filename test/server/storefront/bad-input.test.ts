import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@server/backend/http';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

const AUTH = { Authorization: `Basic ${btoa('pk_demo_magazine')}` };

// Every refusal is a 4xx in the store's error shape; nothing reaches a 500.
describe('storefront: bad input', () => {
  let backend: TestBackend;
  let session = '';
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const call = async (method: string, path: string, body?: string, headers = {}) => {
    const res = await fetch(`${backend.base}/api/${path}`, {
      method,
      headers: { ...AUTH, 'Content-Type': 'application/json', 'X-Session': session, ...headers },
      body,
    });
    session = res.headers.get('x-session') ?? session;
    return { status: res.status, body: (await res.json()) as { error?: Record<string, unknown> } };
  };

  const refused = (
    answer: { status: number; body: { error?: Record<string, unknown> } },
    status: number,
  ) => {
    expect(answer.status).toBe(status);
    expect(answer.body.error).toEqual(
      expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
    );
  };

  it('refuses a missing or wrong public key', async () => {
    refused(await call('GET', 'cart', undefined, { Authorization: '' }), 401);
    refused(await call('GET', 'cart', undefined, { Authorization: `Basic ${btoa('sk_x')}` }), 401);
  });

  it('refuses malformed JSON and wrong types', async () => {
    refused(await call('POST', 'cart/items', '{"product_id":'), 400);
    refused(
      await call('POST', 'cart/items', JSON.stringify({ product_id: 7, quantity: 'x' })),
      400,
    );
    refused(
      await call(
        'POST',
        'cart/items',
        JSON.stringify({ product_id: 'prod-sb7-ebook', quantity: -2 }),
      ),
      400,
    );
    refused(await call('PUT', 'cart', JSON.stringify({ shipping: 'nowhere' })), 400);
    refused(await call('PUT', 'cart', JSON.stringify([1, 2])), 400);
  });

  it('refuses an oversized body', async () => {
    const big = JSON.stringify({ metadata: { note: 'x'.repeat(MAX_BODY_BYTES + 1) } });
    refused(await call('PUT', 'cart', big), 413);
  });

  it('ignores a price sent by the client', async () => {
    const answer = await call(
      'POST',
      'cart/items',
      JSON.stringify({ product_id: 'prod-sb7-ebook', quantity: 1, price: 0.01, price_total: 0.01 }),
    );
    expect(answer.body).toMatchObject({ items: [{ price: 19, price_total: 19 }], grand_total: 19 });
  });

  it('refuses an unknown coupon, item, route and method', async () => {
    refused(await call('PUT', 'cart/coupon', JSON.stringify({ code: 'FREEBIES' })), 400);
    refused(await call('PUT', 'cart/coupon', JSON.stringify({})), 400);
    refused(await call('PUT', 'cart/items/item_nope', JSON.stringify({ quantity: 1 })), 404);
    refused(await call('GET', 'no/such/thing'), 404);
    refused(await call('PATCH', 'cart', '{}'), 405);
    refused(await call('DELETE', 'cart/items/%E0%A4%A'), 400);
  });

  it('requires a login for account data and hides other people’s orders', async () => {
    refused(await call('GET', 'account/orders'), 401);
    refused(await call('PUT', 'account', JSON.stringify({ first_name: 'Eve' })), 401);
    refused(await call('GET', 'subscriptions'), 401);
    await call(
      'POST',
      'account',
      JSON.stringify({ email: 'eve@example.com', password: 'sneaky-1' }),
    );
    refused(await call('GET', 'account/orders/ord_not_yours'), 404);
  });

  it('refuses an order without payment, email or shipping', async () => {
    session = '';
    await call('POST', 'cart/items', JSON.stringify({ product_id: 'prod-sb7-print', quantity: 1 }));
    refused(await call('POST', 'cart/order'), 400);
    await call('PUT', 'cart', JSON.stringify({ account: { email: 'buyer@example.com' } }));
    const noAddress = await call('POST', 'cart/order');
    refused(noAddress, 400);
    expect(noAddress.body.error?.param).toMatch(/^shipping\./);
    await call(
      'PUT',
      'cart',
      JSON.stringify({
        shipping: {
          first_name: 'B',
          last_name: 'Uyer',
          address1: '1 Main St',
          city: 'Springfield',
          zip: '12345',
          country: 'US',
        },
      }),
    );
    expect((await call('POST', 'cart/order')).body.error?.param).toBe('shipping.service');
    await call('PUT', 'cart', JSON.stringify({ shipping: { service: 'standard' } }));
    refused(await call('POST', 'cart/order'), 402);
    refused(
      await call('PUT', 'cart', JSON.stringify({ billing: { card: { token: 'tok_forged' } } })),
      400,
    );
  });
});
