import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal } from '../support/shapes';
import { STORE_AUTH } from '../support/store-client';

const NUL = '\u0000';
const LONE = '\ud800';
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const json = (value: unknown) => JSON.stringify(value);
/** JSON nested `levels` deep where a route keeps any JSON (metadata, user data). */
const deepIn = (key: string, levels: number) => `{"${key}":{"x":${deep(levels)}}}`;
const indexQuery = (indexName: string) => json({ requests: [{ indexName }] });
const comment = (body: string) => json({ author: 'A', email: 'a@example.com', body });
const signup = (data: object) => json({ email: 'f@x.io', password: 'secret-123', data });
const SEARCH_AUTH = {
  'x-algolia-application-id': 'MAGAZINE',
  'x-algolia-api-key': 'search-only-demo-key',
};

// What PostgreSQL cannot store (NUL in text, a lone surrogate in jsonb) and JSON nested past
// any sane depth are refused at the backend's one input boundary: a 400 in each service's
// error shape, before a route or the database sees them.
describe('hardening: the input boundary', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const send = async (
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${backend.base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    return { status: res.status, raw: await res.text() };
  };

  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const bodies: [label: string, method: string, path: string, body: string, headers?: object][] = [
    ['NUL in an email', 'POST', '/api/account', json({ email: `a${NUL}@x.io` }), STORE_AUTH],
    ['NUL in metadata', 'PUT', '/api/cart', json({ metadata: { note: `x${NUL}` } }), STORE_AUTH],
    ['a lone surrogate', 'PUT', '/api/cart', json({ shipping: { city: `B${LONE}` } }), STORE_AUTH],
    ['a lone surrogate key', 'PUT', '/api/cart', json({ metadata: { [LONE]: 1 } }), STORE_AUTH],
    ['JSON 5,000 deep', 'PUT', '/api/cart', deepIn('metadata', 5000), STORE_AUTH],
    ['NUL in an email', 'POST', '/identity/signup', json({ email: `n${NUL}@x.io`, password: 'p' })],
    ['a lone surrogate', 'POST', '/identity/signup', signup({ n: LONE })],
    [
      'JSON 5,000 deep',
      'POST',
      '/identity/signup',
      `{"email":"d@x.io","password":"secret-123","data":{"x":${deep(5000)}}}`,
    ],
    [
      'NUL in a form',
      'POST',
      '/identity/token',
      'grant_type=password&username=a%00@x.io&password=secret-123',
      form,
    ],
    ['NUL in an index', 'POST', '/search/1/indexes/*/queries', indexQuery(`a${NUL}`), SEARCH_AUTH],
    ['NUL in a comment', 'POST', '/comments-api/articles/hello/', comment(`hi${NUL}`)],
    [
      'JSON 5,000 deep',
      'POST',
      '/comments-api/articles/hello/',
      `${comment('hi').slice(0, -1)},"x":${deep(5000)}}`,
    ],
  ];
  it.each(bodies)('refuses %s: %s %s', async (_label, method, path, body, headers) => {
    const { status, raw } = await send(method, path, body, headers as Record<string, string>);
    expectRefusal(path, status, raw, 400);
  });

  const paths: [string, string, Record<string, string>?][] = [
    ['GET', '/api/products/a%00b', STORE_AUTH],
    ['GET', '/api/products?search=a%00b', STORE_AUTH],
    ['PUT', '/api/cart/recover/cart%00', STORE_AUTH],
    ['POST', '/search/1/indexes/a%00/query', SEARCH_AUTH],
    ['GET', '/comments/a%00b.json'],
    ['GET', '/ads/partners/a%00'],
    ['GET', '/vault/tokens?$key=pk_demo_magazine&$data[number]=4242%00'],
  ];
  it.each(paths)('%s %s refuses a NUL in the path or query', async (method, path, headers) => {
    const { status, raw } = await send(method, path, method === 'GET' ? undefined : '{}', headers);
    expectRefusal(path, status, raw, 400);
  });

  it('answers a form over the limit posted to the approval page with a 413, as text', async () => {
    const created = await send(
      'GET',
      '/vault/intent?$key=pk_demo_magazine&$data[gateway]=paypal&$data[intent][amount]=500',
    );
    const id = (JSON.parse(created.raw) as { $data: { id: string } }).$data.id;
    const res = await fetch(`${backend.base}/vault/approve/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `decision=approve&pad=${'x'.repeat(300 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('Request body too large');
  });

  it('still takes ordinary text, astral characters included', async () => {
    const { status, raw } = await send(
      'PUT',
      '/api/cart',
      json({ metadata: { note: 'Grüße 🐈 [[nested]]' } }),
      STORE_AUTH,
    );
    expect(status, raw).toBe(200);
    expect(JSON.parse(raw)).toMatchObject({ metadata: { note: 'Grüße 🐈 [[nested]]' } });
  });
});
