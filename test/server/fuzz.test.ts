import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '@server/backend/router';
import { HAND_WRITTEN_ROUTES, declaredRoutes, openBackend } from './harness';
import { inject } from './support/inject';
import type { InjectedResponse } from './support/inject';
import { jsonOf, shapeOf } from './support/shapes';

/*
 * A seeded property over every route of the backend: hostile path segments, query strings,
 * headers and bodies never make a 5xx or a hang, and every refusal is a 4xx in the error shape
 * of the route's service. A failure prints its seed and path; FUZZ_SEED=<seed> replays it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** At least 5,000 per run; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);

const HOSTILE = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'constructor',
  '__proto__',
  'toString',
  '..',
  '../../package.json',
  '%',
  '%E0%A4%A',
  ' ',
  'null',
  '[]',
  '1e400',
  '-1',
  '1.5',
  'NaN',
  '9'.repeat(30),
  'x'.repeat(3000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '$gt',
  'javascript:alert(1)',
  'https://evil.example/reset',
  'ord_x',
  'prod-sb7-ebook',
  'member@example.com',
  'USD',
  'EURO',
  'stripe',
  'paypal',
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
);

/** Percent-encodes, lone surrogates included (as the bytes a careless client would send). */
const encode = (value: string) =>
  [...value]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

const segment = fc.oneof(
  { weight: 5, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%00', '%ED%A0%80', '%2e%2e', '..') },
);

const QUERY_KEYS = [
  'page',
  'limit',
  'where[price][$gt]',
  'where[type]',
  'where[sku]',
  'search',
  'category',
  '$preview',
  'checkout_id',
  'id',
  'key',
  'jwt',
  'to',
  'commitment',
  'type',
  'remote',
  '$key',
  '$jsonp[method]',
  '$data[number]',
  '$data[gateway]',
  '$data[intent][id]',
  '$data[intent][amount]',
  '$data[intent][currency]',
  '$data[intent][payment_method]',
  '$data[params][paymentDetails][chargeAmount][amount]',
  'client_secret',
  'x-algolia-application-id',
  'x-algolia-api-key',
];
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), text), { maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));

const BODY_KEYS = [
  'product_id',
  'quantity',
  'items',
  'email',
  'password',
  'account',
  'shipping',
  'billing',
  'metadata',
  'coupon_code',
  'code',
  'currency',
  'locale',
  'reset_url',
  'password_token',
  'plan_id',
  'canceled',
  'requests',
  'indexName',
  'query',
  'params',
  'author',
  'body',
  'parent',
  'www',
  'twitter',
  'grant_type',
  'username',
  'refresh_token',
  'token',
  'type',
  'data',
  'user_metadata',
  'card',
  'client_secret',
  'payment_method',
  'billing_details',
];
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const shaped = fc.dictionary(fc.constantFrom(...BODY_KEYS), value, { maxKeys: 5 });
const deep = (levels: number) => `{"metadata":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const body = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: shaped.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.array(shaped, { maxLength: 3 }).map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((b) => JSON.stringify(b)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"a":',
      'null',
      '"x"',
      deep(40),
      deep(3000),
      'grant_type=password&username=a%00b&password=x',
      'grant_type=refresh_token&refresh_token=%ED%A0%80',
      'decision=approve',
      '\u0000',
    ),
  },
);

const printable = fc
  .string({ unit: 'binary-ascii', maxLength: 40 })
  .map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const headers = fc.record(
  {
    authorization: fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Basic ${btoa('pk_demo_magazine')}`) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'Basic !!!',
          `Basic ${btoa('sk_x:')}`,
          'Bearer a.b.c',
          'Bearer',
          'Bearer pk_test_magazine_demo',
        ),
      },
      { weight: 1, arbitrary: printable },
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/json; charset=utf-8',
    ),
    'x-session': fc.oneof(printable, fc.constant('a'.repeat(20))),
    'x-currency': fc.constantFrom('EUR', 'eur', 'XXX', 'GBP', ''),
    'x-algolia-application-id': fc.constantFrom('MAGAZINE', 'OTHER'),
    'x-algolia-api-key': fc.constantFrom('search-only-demo-key', 'admin'),
    origin: fc.constantFrom('http://widgets.test', 'https://evil.example'),
  },
  { requiredKeys: [] },
);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** What every answer must be: no 5xx, and a refusal in its service's shape. */
function check(path: string, answer: InjectedResponse): void {
  const where = `${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  const shape = shapeOf(path);
  if (shape?.name === 'vault') {
    const inside = jsonOf(answer.body) as { $status?: unknown } | undefined;
    expect(typeof inside?.$status, where).toBe('number');
    expect(inside?.$status as number, where).toBeLessThan(500);
    if ((inside?.$status as number) >= 400) expect(shape.check(inside), where).toBe(true);
  } else if (shape && answer.status >= 400) {
    expect(shape.check(jsonOf(answer.body)), `${shape.name} shape: ${where}`).toBe(true);
  }
}

describe('reference backend: fuzzed requests on every route', () => {
  let backend: Awaited<ReturnType<typeof openBackend>>;
  let routes: RouteInfo[];
  beforeAll(async () => {
    backend = await openBackend();
    routes = [...declaredRoutes(backend.handlers), ...HAND_WRITTEN_ROUTES];
  });
  afterAll(() => backend.close());

  it('covers every service’s router', () => {
    const prefixes = new Set(routes.map((r) => r.path.split('/')[1]));
    for (const prefix of [
      'api',
      'identity',
      'search',
      'comments',
      'site-api',
      'ads',
      'vault',
      'providers',
    ]) {
      expect(prefixes).toContain(prefix);
    }
    expect(routes.length).toBeGreaterThan(60);
  });

  it(`never answers ${RUNS} hostile requests with a 5xx, a hang or a foreign shape`, async () => {
    let sent = 0;
    const request = fc.record({
      route: fc.constantFrom(...routes),
      // Mostly the route's own method; now and then another (HEAD, OPTIONS, a wrong one).
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query,
      keyed: fc.boolean(),
      headers,
      body,
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let n = 0;
        const path = r.route.path.replace(/:\w+/g, () => r.segments[n++] ?? 'x');
        const key = r.keyed && path.startsWith('/vault/') ? '$key=pk_demo_magazine&' : '';
        const search = key || r.query ? `?${key}${r.query}` : '';
        const method = r.method ?? r.route.method;
        const answer = await inject(backend.app, {
          method,
          url: `${path}${search}`,
          headers: Object.fromEntries(
            Object.entries(r.headers).filter((e): e is [string, string] => e[1] !== undefined),
          ),
          body: method === 'GET' || method === 'HEAD' ? undefined : r.body,
        });
        sent++;
        // A CORS preflight is answered (204) or refused (403) for the browser, before any service.
        const preflight = method === 'OPTIONS' && r.headers.origin !== undefined;
        // In-process the body of a HEAD answer is still there to check; Node drops it on the wire.
        // The URL parser resolves dot segments (`/comments/%2e%2e` is `/`): the service is
        // the one the resolved path names, or the static site, which has no shape to keep.
        const resolved = new URL(`${path}${search}`, 'http://localhost').pathname;
        if (!(preflight && [204, 403].includes(answer.status))) check(resolved, answer);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 600_000);
});

/*
 * The bounds of the second hardening pass, fuzzed with the same seed: whatever mix of adds, list
 * replaces and metadata patches a session sends, its cart stays within the bounds, and a burst
 * of comments publishes no more than the limits; every refusal is a 4xx in the service's shape.
 */
describe('reference backend: fuzzed carts and comment bursts stay within their bounds', () => {
  let clock = Date.now();
  let backend: Awaited<ReturnType<typeof openBackend>>;
  beforeAll(async () => {
    backend = await openBackend('http://127.0.0.1', { now: () => new Date(clock) });
  });
  afterAll(() => backend.close());

  const STORE = {
    authorization: `Basic ${btoa('pk_demo_magazine')}`,
    'content-type': 'application/json',
  };
  const line = (n: number, size: number) => ({
    product_id: 'prod-job-fulltime',
    quantity: 1,
    metadata: { n, pad: 'x'.repeat(size) },
  });
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      count: fc.integer({ min: 1, max: 40 }),
      size: fc.integer({ min: 0, max: 20_000 }),
    }),
    fc.record({
      kind: fc.constant('replace' as const),
      count: fc.integer({ min: 0, max: 100 }),
      size: fc.integer({ min: 0, max: 2_000 }),
    }),
    fc.record({
      kind: fc.constant('meta' as const),
      count: fc.integer({ min: 0, max: 5 }),
      size: fc.integer({ min: 0, max: 70_000 }),
    }),
  );

  it('keeps every fuzzed cart within 100 lines, 16 KB per line and 64 KB of metadata', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (ops) => {
        let session = '';
        let n = 0;
        const send = async (method: string, path: string, body: unknown) => {
          const answer = await inject(backend.app, {
            method,
            url: `/api/${path}`,
            headers: { ...STORE, ...(session ? { 'x-session': session } : {}) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          session = answer.headers['x-session'] ?? session;
          check(`/api/${path}`, answer);
          return answer;
        };
        for (const op of ops) {
          if (op.kind === 'add') {
            for (let i = 0; i < op.count; i++) await send('POST', 'cart/items', line(n++, op.size));
          } else if (op.kind === 'replace') {
            const list = Array.from({ length: op.count }, () => line(n++, op.size));
            await send('PUT', 'cart/items', list);
          } else {
            await send('PUT', 'cart', { metadata: { [`k${op.count}`]: 'x'.repeat(op.size) } });
          }
        }
        const cart = jsonOf((await send('GET', 'cart', undefined)).body) as {
          items?: { metadata?: unknown }[];
          metadata?: unknown;
        } | null;
        const items = cart?.items ?? [];
        expect(items.length).toBeLessThanOrEqual(100);
        for (const item of items) expect(bytes(item.metadata)).toBeLessThanOrEqual(16 * 1024);
        const total = items.reduce(
          (sum, item) => sum + bytes(item.metadata),
          bytes(cart?.metadata),
        );
        expect(total).toBeLessThanOrEqual(64 * 1024 + 100);
      }),
      { numRuns: 25, seed: SEED },
    );
  }, 600_000);

  it('publishes no more of a comment burst than 10 per client and 5 per email', async () => {
    const burst = fc.array(
      fc.record({
        email: fc.constantFrom('a@example.com', 'b@example.com', 'C@example.com', 'd@example.com'),
        valid: fc.boolean(),
      }),
      { minLength: 1, maxLength: 30 },
    );
    await fc.assert(
      fc.asyncProperty(burst, async (posts) => {
        // Each burst in a window of its own: the one before it no longer counts.
        clock += 10 * 60_000;
        const answers = await Promise.all(
          posts.map((post, i) =>
            inject(backend.app, {
              method: 'POST',
              url: '/comments-api/articles/accessible-forms/',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                author: `Reader ${i}`,
                email: post.email,
                body: post.valid ? `Comment ${i}` : '',
              }),
            }),
          ),
        );
        const published = new Map<string, number>();
        answers.forEach((answer, i) => {
          check('/comments-api/articles/accessible-forms/', answer);
          const post = posts[i];
          if (!post) return;
          if (!post.valid) expect(answer.status).toBe(422);
          else if (answer.status === 201) {
            const email = post.email.toLowerCase();
            published.set(email, (published.get(email) ?? 0) + 1);
          } else expect(answer.status).toBe(429);
        });
        const total = [...published.values()].reduce((a, b) => a + b, 0);
        expect(total).toBeLessThanOrEqual(10);
        for (const count of published.values()) expect(count).toBeLessThanOrEqual(5);
        // A burst within the limits is published whole; past them, a burst that arrives at
        // once may be cut shorter than the limit (each post counts the others in flight).
        const wanted = new Map<string, number>();
        for (const post of posts.filter((p) => p.valid)) {
          const email = post.email.toLowerCase();
          wanted.set(email, (wanted.get(email) ?? 0) + 1);
        }
        const valid = [...wanted.values()].reduce((a, b) => a + b, 0);
        const within = valid <= 10 && [...wanted.values()].every((count) => count <= 5);
        if (within) expect(total).toBe(valid);
      }),
      { numRuns: 40, seed: SEED },
    );
  }, 600_000);
});
