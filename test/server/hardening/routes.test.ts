import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { STORE_AUTH, storeCaller } from '../support/store-client';

const SEARCH_AUTH = {
  'x-algolia-application-id': 'MAGAZINE',
  'x-algolia-api-key': 'search-only-demo-key',
};

// Every GET route answers HEAD (the same status and headers, no body), and names a client
// sends are looked up as names, never as an object's inherited properties.
describe('hardening: routes', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it.each([
    ['/api/products', STORE_AUTH],
    ['/api/settings', STORE_AUTH],
    ['/identity/settings', {}],
    ['/site-api/products', {}],
    ['/site-api/market', {}],
    ['/comments/articles-hello.json', {}],
    ['/ads/friskies', {}],
    ['/vault/tokens?$key=pk_demo_magazine', {}],
  ] as const)('HEAD %s answers as GET does, without a body', async (path, headers) => {
    const get = await fetch(`${backend.base}${path}`, { headers });
    const head = await fetch(`${backend.base}${path}`, { method: 'HEAD', headers });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('answers HEAD on a search route that only takes POST with 405', async () => {
    const res = await fetch(`${backend.base}/search/1/indexes/articles/query`, {
      method: 'HEAD',
      headers: SEARCH_AUTH,
    });
    expect(res.status).toBe(405);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'GET /api/content/%s is an unknown model, not a property',
    async (model) => {
      const call = storeCaller(backend);
      const unknown = await call('GET', 'content/no-such-model');
      const list = await call('GET', `content/${model}`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual(unknown.body);
      const entry = await call('GET', `content/${model}/anything`);
      expect(entry.status).toBe(200);
      expect(entry.body).toBeNull();
    },
  );
});
