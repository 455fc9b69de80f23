import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { DEMO_PASSWORD, login } from '../support/identity';
import { insertOrder, signedToken } from './fixtures';

const ROUTES: [method: string, path: string][] = [
  ['GET', '/site-api/products'],
  ['GET', '/site-api/orders/ord_x'],
  ['GET', '/site-api/orders/ord_x/downloads'],
  ['GET', '/site-api/me'],
  ['PUT', '/site-api/me'],
  ['GET', '/site-api/me/orders'],
  ['GET', '/site-api/me/orders/ord_x'],
  ['GET', '/site-api/me/downloads'],
  ['GET', '/site-api/me/dashboard'],
  ['POST', '/site-api/accounts'],
  ['GET', '/site-api/market'],
  ['GET', '/site-api/panels/index.json'],
  ['GET', '/downloads/me/downloads/test-file'],
];

const QUERIES = [
  '',
  '?key=',
  '?key=%00',
  '?jwt=a.b.c',
  '?page=-1&limit=1e9',
  '?sku=&type=&remote=1',
];
const BODIES = ['', 'null', '"text"', '{"email":null}', '{"password":{"$gt":""}}', '{'];

describe('site API and downloads host: hostile input never makes a 500', () => {
  let backend: TestBackend;
  let tokens: string[];
  beforeAll(async () => {
    backend = await startBackend();
    await insertOrder(backend.db, {
      id: 'ord_x',
      email: 'member@example.com',
      items: [{ sku: 'nothing', name: 'Nothing', product_id: 'does-not-exist' }],
      key: 'k',
    });
    const member = (await login(backend, 'member@example.com', DEMO_PASSWORD)).access_token;
    tokens = [
      '',
      'garbage',
      member,
      await signedToken({ sub: 'x', email: '' }),
      await signedToken({ sub: crypto.randomUUID(), email: 'member@example.com' }),
    ];
  });
  afterAll(() => backend.close());

  it.each(ROUTES)('%s %s', async (method, path) => {
    for (const query of QUERIES) {
      for (const token of tokens) {
        for (const body of method === 'GET' ? [undefined] : BODIES) {
          const res = await fetch(`${backend.base}${path}${query}`, {
            method,
            headers: {
              'Content-Type': 'application/json',
              ...(token && { Authorization: `Bearer ${token}` }),
            },
            body,
          });
          const label = `${method} ${path}${query} token=${token.slice(0, 8)} body=${body ?? ''}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(Object.keys((await res.json()) as object), label).toEqual(['msg']);
          } else {
            await res.arrayBuffer();
          }
        }
      }
    }
  });
});
