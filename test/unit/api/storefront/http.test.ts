import { describe, expect, it, vi } from 'vitest';
import * as catalogue from '@domain';
import { storefrontRequest } from '@api/storefront/http';
import type { StorefrontOptions } from '@api/storefront/http';
import { memorySessionStore } from '@api/session';
import { ApiError } from '@domain/errors';
import { hangingFetch } from '../../../support/fetch';

// Only what the reference backend cannot produce: hangs, dropped connections, broken bodies.
const options = (
  fetchImpl: typeof fetch,
  extra: Partial<StorefrontOptions> = {},
): StorefrontOptions => ({
  store: 'magazine',
  key: 'pk_test',
  url: 'https://shop.example/',
  vaultUrl: 'https://shop.example/vault',
  previewContent: false,
  timeoutMs: 50,
  useCamelCase: false,
  session: memorySessionStore({ session: 's1', currency: 'EUR' }),
  fetch: fetchImpl,
  ...extra,
});

const reply = (body: string | null, init: ResponseInit = {}) =>
  vi.fn(async () => new Response(body, init));

describe('storefront transport', () => {
  it('sends the contract headers and a nested query string', async () => {
    const fetchImpl = reply('{"results":[]}');
    await storefrontRequest(options(fetchImpl), 'get', '/products', {
      where: { price: { $gt: 1 } },
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://shop.example/api/products?where%5Bprice%5D%5B%24gt%5D=1');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('pk_test')}`,
      'X-Session': 's1',
      'X-Currency': 'EUR',
    });
  });

  it("sends the connection's locale until the reader chose one (SPEC points 3 and 9)", async () => {
    const localeSent = async (extra: Partial<StorefrontOptions>) => {
      const fetchImpl = reply('{}');
      await storefrontRequest(options(fetchImpl, extra), 'get', 'settings');
      const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
      return (init.headers as Record<string, string>)['X-Locale'];
    };
    expect(await localeSent({ locale: 'en_US' })).toBe('en_US');
    expect(
      await localeSent({ locale: 'en_US', session: memorySessionStore({ locale: 'de_DE' }) }),
    ).toBe('de_DE');
    expect(await localeSent({})).toBeUndefined();
  });

  it('times out as request_error with status 500', async () => {
    const hang = hangingFetch();
    const error = await storefrontRequest(options(hang), 'get', 'cart').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request timed out after 0.05 seconds',
      status: 500,
      code: 'request_error',
    });
  });

  it('turns a dropped connection into connection_error', async () => {
    const drop = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(
      storefrontRequest(options(drop), 'put', 'cart', { items: [] }),
    ).rejects.toMatchObject({
      code: 'connection_error',
      message: catalogue.CONNECTION_ERROR_MESSAGE,
    });
  });

  it.each([
    ['a malformed OK body', reply('{"id":', { status: 200 }), 200],
    [
      'a non-OK answer without an error body',
      reply('<html>Bad gateway</html>', { status: 502 }),
      502,
    ],
  ])('turns %s into connection_error with its status', async (_name, fetchImpl, status) => {
    await expect(storefrontRequest(options(fetchImpl), 'get', 'cart')).rejects.toMatchObject({
      code: 'connection_error',
      status,
    });
  });

  it('answers null for 204 and adopts a new session', async () => {
    const session = memorySessionStore();
    const fetchImpl = reply(null, { status: 204, headers: { 'X-Session': 'fresh' } });
    const { data } = await storefrontRequest(
      options(fetchImpl, { session }),
      'delete',
      'cart/coupon',
    );
    expect(data).toBeNull();
    expect(session.get('session')).toBe('fresh');
  });

  it('converts keys both ways with useCamelCase', async () => {
    const fetchImpl = reply('{"shipment_rating":{"services":[{"id":"std"}]},"$data":1}');
    const { data } = await storefrontRequest<{ shipmentRating: unknown; $data: number }>(
      options(fetchImpl, { useCamelCase: true }),
      'put',
      'cart',
      { shipmentRating: null, billingAddress: { zipCode: '1' } },
    );
    expect(data).toEqual({ shipmentRating: { services: [{ id: 'std' }] }, $data: 1 });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      shipment_rating: null,
      billing_address: { zip_code: '1' },
    });
  });
});
