import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteInfo } from '@server/backend/router';
import { HAND_WRITTEN_ROUTES, declaredRoutes, openBackend } from '../harness';
import { inject } from '../support/inject';
import { jsonOf, shapeOf } from '../support/shapes';

// A password in an address lands in the history, in every log and proxy on its way, and in
// the next request's Referer: every route refuses one, in its service's own shape, before it
// reads anything, and nothing the backend logs ever holds a password it was sent.
const SECRET = 'cat-nip-s3cret';

/** What the server serves itself, beside the routers' and the hand-written handlers' routes. */
const OTHERS: RouteInfo[] = [
  ...HAND_WRITTEN_ROUTES,
  { method: 'GET', path: '/_outbox' },
  { method: 'GET', path: '/_outbox.json' },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/auth/' },
  { method: 'POST', path: '/auth/' },
  { method: 'GET', path: '/js/widgets.js' },
  { method: 'GET', path: '/css/widgets.css' },
  { method: 'GET', path: '/assets/site.css' },
];

const NAMES = ['password', 'new-password', 'currentPassword', 'user[password]', 'pwd'];

describe('hardening: no password in an address', () => {
  let backend: Awaited<ReturnType<typeof openBackend>>;
  let routes: RouteInfo[];
  beforeAll(async () => {
    backend = await openBackend();
    routes = [...declaredRoutes(backend.handlers), ...OTHERS];
  });
  afterAll(() => backend.close());

  const send = (route: RouteInfo, query: string, body?: string, app = backend.app) => {
    const path = route.path.replace(/:\w+/g, 'x1234');
    return inject(app, {
      method: route.method,
      url: `${path}?${query}`,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${btoa('pk_demo_magazine')}`,
        origin: 'http://127.0.0.1',
      },
      body: route.method === 'GET' ? undefined : body,
    }).then((answer) => ({ path, answer }));
  };

  it('walks the routes of every service and the pages', () => {
    const prefixes = new Set(routes.map((r) => r.path.split('/')[1]));
    for (const prefix of ['api', 'identity', 'search', 'comments', 'site-api', 'ads', 'vault']) {
      expect(prefixes).toContain(prefix);
    }
    expect(prefixes).toContain('providers');
    expect(prefixes).toContain('forms');
  });

  it.each(NAMES)('refuses %s in the query string of every route, in its shape', async (name) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const query = `email=a%40b.c&${encodeURIComponent(name)}=${SECRET}`;
      const { path, answer } = await send(route, query);
      const shape = shapeOf(path);
      const body = jsonOf(answer.body) as { $status?: number } | undefined;
      const status = shape?.name === 'vault' ? body?.$status : answer.status;
      const fits = !shape || shape.check(body);
      if (status !== 400 || !fits) wrong.push(`${route.method} ${path}: ${answer.status}`);
      // The refusal names the parameter, never its value.
      expect(answer.body).not.toContain(SECRET);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves a link’s password token alone: it is no password', async () => {
    const page = await send(
      { method: 'GET', path: '/membership/recover-password' },
      'password_token=abc',
    );
    expect(page.answer.status).toBe(200);
    const token = await send({ method: 'POST', path: '/identity/token' }, 'grant_type=password');
    expect(token.answer.body).not.toContain('never goes in an address');
  });

  it('logs no password it was sent, in a body or an address, whatever the answer', async () => {
    const said: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        said.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
      }),
    );
    try {
      const bodies = [
        JSON.stringify({ email: 'a@b.c', password: SECRET, username: 'a@b.c' }),
        `grant_type=password&username=a%40b.c&password=${SECRET}`,
        `{"password":"${SECRET}",`,
      ];
      for (const route of routes) {
        await send(route, `password=${SECRET}`);
        for (const body of bodies) await send(route, 'x=1', body);
      }
      // A database gone away (PGlite's closed handle is an unexpected error, a PostgreSQL
      // pool's an outage) and a statement failing unexpectedly: both are logged, and still
      // without them.
      const gone = await openBackend();
      await gone.db.close();
      const failing = await openBackend();
      const fail = () => Promise.reject(new Error('statement failed'));
      Object.assign(failing.db, { query: fail, transaction: fail });
      const posts = routes.filter((r) => r.method === 'POST');
      for (const broken of [gone, failing]) {
        for (const route of posts) {
          for (const body of bodies) await send(route, 'x=1', body, broken.app);
        }
      }
      await failing.close();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(said.some((line) => line.includes('unexpected error'))).toBe(true);
    expect(said.filter((line) => line.includes(SECRET))).toEqual([]);
  });
});
