import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@server/backend/db';
import type { Db } from '@server/backend/db';
import { goodCardToken, readyToOrder, shopper, statuses } from '../concurrency/shop';
import { form, json } from '../support/identity';
import type { Tokens } from '../support/identity';
import { createDatabase, dropDatabase, uniqueName, usingPostgres } from '../postgres';
import { startProcess } from './processes';
import type { BackendProcess } from './processes';

interface OutboxMail {
  kind: string;
  links: { url: string }[];
}

// Two processes of the reference backend on one PostgreSQL database, as a publisher runs it
// when one process is no longer enough: shoppers and members spread over both, and the
// database alone decides. PGlite is one process's database: nothing to scale out there.
describe.skipIf(!usingPostgres)('two backend processes on one PostgreSQL database', () => {
  const name = uniqueName('mw_scale');
  let processes: BackendProcess[] = [];
  let bases: string[] = [];
  let db: Db;
  // Every answer of every test: none may be a 5xx.
  const answered: { status: number }[] = [];
  const track = <T extends { status: number }>(answer: T) => {
    answered.push(answer);
    return answer;
  };

  beforeAll(async () => {
    // An empty database, both started at once: one migrates and seeds, the other waits.
    const url = await createDatabase(name);
    processes = await Promise.all([startProcess(url), startProcess(url)]);
    bases = processes.map((p) => p.base);
    db = await openDb({ url });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.close();
    await dropDatabase(name);
  });

  it('migrated and seeded the database once', async () => {
    const [products] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products',
    );
    expect(products?.count).toBeGreaterThan(10);
    const migrations = await db.query<{ name: string; count: number }>(
      'SELECT name, count(*)::int AS count FROM schema_migrations GROUP BY name',
    );
    expect(migrations.every((m) => m.count === 1)).toBe(true);
  });

  it('counts every one of 40 adds to one cart spread over both', { timeout: 60_000 }, async () => {
    const shop = shopper(bases);
    track(await shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 }));
    const adds = await Promise.all(
      Array.from({ length: 40 }, () =>
        shop('POST', 'cart/items', { product_id: 'prod-forms-ebook', quantity: 1 }).then(track),
      ),
    );
    expect(statuses(adds)).toEqual({ 200: 40 });
    for (const base of bases) {
      const cart = await shopper([base], shop.session())('GET', 'cart');
      expect(cart.body.items).toMatchObject([{ product_id: 'prod-forms-ebook', quantity: 41 }]);
    }
  });

  it('sells exactly the last 10 tickets to 50 sessions ordering through both', async () => {
    const ticket = 'prod-conf-nyc';
    await db.query('UPDATE products SET stock_level = 10 WHERE id = $1', [ticket]);
    const token = await goodCardToken(db);
    const shops = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        readyToOrder(i % 2 ? bases : [...bases].reverse(), token, `nyc-${i}@example.com`, ticket),
      ),
    );
    const orders = await Promise.all(shops.map((shop) => shop('POST', 'cart/order').then(track)));
    expect(statuses(orders)).toEqual({ 200: 10, 400: 40 });
    const [left] = await db.query<{ stock_level: number }>(
      'SELECT stock_level FROM products WHERE id = $1',
      [ticket],
    );
    expect(left?.stock_level).toBe(0);
  }, 90_000);

  it('signs members up on one process and serves them on the other', async () => {
    const base = (i: number) => bases[i % bases.length] ?? '';
    const emails = Array.from({ length: 12 }, (_, i) => `member-${i}@example.com`);
    // Each address signed up twice at once, once on each process: one account each.
    const signups = await Promise.all(
      emails.flatMap((email) =>
        [0, 1].map((i) =>
          fetch(`${base(i)}/identity/signup`, json('POST', { email, password: 'purr-purr-42' })),
        ),
      ),
    );
    signups.forEach(track);
    expect(signups.every((res) => [200, 422, 429].includes(res.status))).toBe(true);
    const [users] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM identity_users WHERE email LIKE 'member-%@example.com'",
    );
    expect(users?.count).toBe(emails.length);
    await Promise.all(
      emails.map(async (email, i) => {
        const mails = (await (
          await fetch(`${base(i)}/_outbox.json?to=${encodeURIComponent(email)}`)
        ).json()) as OutboxMail[];
        const link = mails.find((m) => m.kind === 'signup-confirmation')?.links[0]?.url ?? '';
        const token = new URLSearchParams(new URL(link).hash.slice(1)).values().next().value;
        // Confirmed on one process, logged in on the other, served by the first again: the
        // processes share the key their tokens are signed with.
        const verified = track(
          await fetch(`${base(i)}/identity/verify`, json('POST', { type: 'signup', token })),
        );
        expect(verified.status).toBe(200);
        const login = track(
          await fetch(
            `${base(i + 1)}/identity/token`,
            form({ grant_type: 'password', username: email, password: 'purr-purr-42' }),
          ),
        );
        expect(login.status).toBe(200);
        const { access_token } = (await login.json()) as Tokens;
        const me = track(
          await fetch(`${base(i)}/site-api/me`, {
            headers: { Authorization: `Bearer ${access_token}` },
          }),
        );
        expect(me.status).toBe(200);
      }),
    );
  }, 90_000);

  it('never answered with a 5xx', () => {
    expect(answered.length).toBeGreaterThan(100);
    expect(answered.filter(({ status }) => status >= 500)).toEqual([]);
  });
});
