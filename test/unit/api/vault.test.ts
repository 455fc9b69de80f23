import { describe, expect, it, vi } from 'vitest';
import { createCardToken, createIntent, authorizeGateway, vaultRequest } from '@api/vault';
import type { VaultOptions } from '@api/vault';
import { hangingFetch } from '../../support/fetch';

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));
const options = (fetchImpl: typeof fetch): VaultOptions => ({
  vaultUrl: 'https://vault.example/',
  key: 'pk_test',
  timeoutMs: 50,
  fetch: fetchImpl,
  now: () => new Date(2026, 10, 22),
});
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2029, cvc: '123' };

describe('vault client', () => {
  it('sends method, callback, data and key in the query, and no headers', async () => {
    const fetchImpl = answer({
      $status: 200,
      $data: { token: 't_1', brand: 'Visa', last4: '4242' },
    });
    const token = await createCardToken(options(fetchImpl), card);
    expect(token.token).toBe('t_1');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const params = new URL(url).searchParams;
    expect(url.startsWith('https://vault.example/tokens?')).toBe(true);
    expect(params.get('$jsonp[method]')).toBe('post');
    expect(params.get('$jsonp[callback]')).toBe('none');
    expect(params.get('$data[number]')).toBe('4242 4242 4242 4242');
    expect(params.get('$key')).toBe('pk_test');
    expect(init.headers).toBeUndefined();
  });

  it('checks the card before any request', async () => {
    const fetchImpl = answer({});
    await expect(createCardToken(options(fetchImpl), { ...card, cvc: '1' })).rejects.toMatchObject({
      status: 402,
      code: 'invalid_card_cvc',
      param: 'exp_cvc',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    [
      '$data.errors',
      { $status: 200, $data: { errors: { number: { message: 'Your card was declined' } } } },
      { status: 402, code: 'vault_error', param: 'number', message: 'Your card was declined' },
    ],
    [
      '$error',
      { $error: { message: 'gateway down' } },
      { code: 'request_error', message: 'gateway down' },
    ],
    ['$status >= 300', { $status: 500, $data: {} }, { code: 'connection_error', status: 500 }],
    ['no body', null, { code: 'connection_error' }],
  ])('maps %s', async (_case, body, expected) => {
    await expect(vaultRequest(options(answer(body)), 'tokens', {})).rejects.toMatchObject(expected);
  });

  it('times out as request_error', async () => {
    const hang = hangingFetch();
    await expect(vaultRequest(options(hang), 'intent', {})).rejects.toMatchObject({
      code: 'request_error',
      status: 500,
    });
  });

  it('drops a refused connection as connection_error', async () => {
    const drop = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(vaultRequest(options(drop), 'intent', {})).rejects.toMatchObject({
      code: 'connection_error',
    });
  });

  it('puts intents and posts authorisations with their bodies', async () => {
    const fetchImpl = answer({ $status: 200, $data: { id: 'pi_1' } });
    await createIntent(options(fetchImpl), { gateway: 'stripe', intent: { amount: 1999 } }, 'put');
    await authorizeGateway(options(fetchImpl), {
      gateway: 'amazon',
      params: { chargePermissionType: 'OneTime' },
    });
    const urls = fetchImpl.mock.calls.map((call) => new URL((call as unknown as [string])[0]));
    expect(urls[0]?.pathname).toBe('/intent');
    expect(urls[0]?.searchParams.get('$jsonp[method]')).toBe('put');
    expect(urls[0]?.searchParams.get('$data[intent][amount]')).toBe('1999');
    expect(urls[1]?.pathname).toBe('/authorization');
    expect(urls[1]?.searchParams.get('$data[params][chargePermissionType]')).toBe('OneTime');
  });
});
