import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@server/backend/db';
import type { Db } from '@server/backend/db';
import { goodCardToken } from '../server/concurrency/shop';
import { startProcess } from '../server/scale-out/processes';
import type { BackendProcess } from '../server/scale-out/processes';
import { STORE_AUTH } from '../server/support/store-client';
import { startCluster } from './cluster';
import type { Cluster } from './cluster';

/** What one request got: an answer, or nothing (its process died, the connection broke). */
type Outcome =
  | {
      readonly lost: false;
      readonly status: number;
      readonly body: Record<string, unknown> | null;
      readonly retryAfter: string | null;
      readonly ms: number;
    }
  | { readonly lost: true; readonly ms: number };

const TICKET = 'prod-conf-nyc';
const SHOPPERS = 24;
const STOCK = 20;
/** No request may wait longer than this, outage or not. */
const LONGEST_MS = 5000;

// Two backend processes on one PostgreSQL server of the test's own, as a publisher runs them
// behind a load balancer, while shoppers check out at once: (a) the server restarts in the
// middle (`pg_ctl restart -m fast`), (b) one process is killed (`kill -9`) in the middle.
// Neither kills a process that was not killed; every request to a live process is answered in
// time (503 with Retry-After while the database is away); both serve again within seconds of
// its return; and afterwards the books balance: orders = successful answers, each paid by one
// intent captured once, no order without its payment nor payment without its order, and no
// stock below zero.
describe('chaos: two processes on one PostgreSQL under concurrent checkouts', () => {
  let cluster: Cluster;
  let processes: BackendProcess[] = [];
  let db: Db;
  let token: string;

  beforeAll(async () => {
    cluster = await startCluster();
    processes = await Promise.all([startProcess(cluster.url), startProcess(cluster.url)]);
    // Its own pool, opened after the processes migrated and seeded the database.
    db = await openDb({ url: cluster.url });
    token = await goodCardToken(db, 'tok_chaos_good');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => (p.alive() ? p.stop() : undefined)));
    await db?.close();
    await cluster?.stop();
  });

  const call = async (
    base: string,
    method: string,
    path: string,
    init: { session?: string; body?: unknown } = {},
  ): Promise<Outcome & { session?: string }> => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...STORE_AUTH,
          'Content-Type': 'application/json',
          ...(init.session ? { 'X-Session': init.session } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(2 * LONGEST_MS),
      });
      const text = await res.text();
      return {
        lost: false,
        status: res.status,
        body: text ? (JSON.parse(text) as Record<string, unknown> | null) : null,
        retryAfter: res.headers.get('retry-after'),
        ms: performance.now() - started,
        session: res.headers.get('x-session') ?? init.session,
      };
    } catch {
      return { lost: true, ms: performance.now() - started };
    }
  };

  /** A shopper with one ticket in the cart, paid by a card intent the vault authorised. */
  const readyShopper = async (base: string, email: string) => {
    const added = await call(base, 'POST', '/api/cart/items', {
      body: { product_id: TICKET, quantity: 1 },
    });
    if (added.lost || added.status !== 200) throw new Error(`add: ${JSON.stringify(added)}`);
    const session = added.session ?? '';
    const details = await call(base, 'PUT', '/api/cart', {
      session,
      body: { metadata: { details: { email } } },
    });
    if (details.lost) throw new Error('details lost');
    const total = Number(details.body?.capture_total);
    const query = qs.stringify({
      $jsonp: { method: 'post' },
      $data: {
        gateway: 'stripe',
        intent: { amount: Math.round(total * 100), currency: 'usd', payment_method: token },
      },
      $key: 'pk_demo_magazine',
    });
    const vault = (await (await fetch(`${base}/vault/intent?${query}`)).json()) as {
      $data: { id: string };
    };
    const paid = await call(base, 'PUT', '/api/cart', {
      session,
      body: { billing: { method: 'card', intent: { stripe: { id: vault.$data.id } } } },
    });
    if (paid.lost || paid.status !== 200) throw new Error(`billing: ${JSON.stringify(paid)}`);
    return { email, session, intent: vault.$data.id };
  };

  type Shopper = Awaited<ReturnType<typeof readyShopper>>;

  const shoppers = async (phase: string, bases: readonly string[]) => {
    await db.query(
      "UPDATE products SET stock_level = $2, stock_status = 'in_stock' WHERE id = $1",
      [TICKET, STOCK],
    );
    return Promise.all(
      Array.from({ length: SHOPPERS }, (_, n) =>
        readyShopper(bases[n % bases.length] ?? '', `${phase}-${n}@example.com`),
      ),
    );
  };

  /**
   * What a shopper learns once the trouble is over, as the checkout does: an answer lost or a
   * 503 is followed by GET /cart/order (the order may have been placed all the same), then by
   * the order again, honouring Retry-After. Answers the order's id, or the refusal's status.
   */
  const settle = async (base: string, shopper: Shopper, first: Outcome) => {
    let answer = first;
    for (let round = 0; round < 20; round++) {
      if (!answer.lost && answer.status === 200) return { order: String(answer.body?.id) };
      if (!answer.lost && answer.status !== 503) return { refused: answer.status };
      const placed = await call(base, 'GET', '/api/cart/order', { session: shopper.session });
      if (!placed.lost && placed.status === 200 && placed.body?.id) {
        return { order: String(placed.body.id) };
      }
      await new Promise((wait) => setTimeout(wait, 250));
      answer = await call(base, 'POST', '/api/cart/order', { session: shopper.session });
    }
    throw new Error(`${shopper.email} never settled: ${JSON.stringify(answer)}`);
  };

  /** Fires every shopper's order at once; `trouble` starts once the first answer is in. */
  const checkoutAmid = async (
    list: readonly Shopper[],
    bases: readonly string[],
    trouble: () => Promise<void>,
  ) => {
    let started: Promise<void> | undefined;
    const orders = list.map((shopper, n) =>
      call(bases[n % bases.length] ?? '', 'POST', '/api/cart/order', {
        session: shopper.session,
      }).then((outcome) => {
        started ??= trouble();
        return outcome;
      }),
    );
    const outcomes = await Promise.all(orders);
    await started;
    return outcomes;
  };

  /** The books of one phase, read from the database once everything settled. */
  const expectBooksBalance = async (list: readonly Shopper[], settled: { order?: string }[]) => {
    const emails = list.map((s) => s.email);
    const orders = await db.query<{ id: string; paid: boolean; billing: Record<string, unknown> }>(
      'SELECT id, paid, billing FROM orders WHERE email = ANY($1::text[])',
      [emails],
    );
    const answered = settled.flatMap((s) => (s.order ? [s.order] : []));
    // Orders = successful answers, one for one.
    expect(orders.map((o) => o.id).sort()).toEqual([...answered].sort());
    expect(new Set(answered).size).toBe(answered.length);
    const intents = await db.query<{ id: string; order_id: string | null }>(
      'SELECT id, order_id FROM vault_intents WHERE id = ANY($1::text[])',
      [list.map((s) => s.intent)],
    );
    for (const order of orders) {
      // Paid by exactly one intent, captured for this order only.
      expect(order.paid).toBe(true);
      const paying = intents.filter((i) => i.order_id === order.id);
      expect(paying).toHaveLength(1);
      const named = (order.billing.intent as { stripe?: { id?: string } } | undefined)?.stripe?.id;
      expect(paying[0]?.id).toBe(named);
    }
    // No payment without its order.
    const used = intents.filter((i) => i.order_id !== null);
    expect(used.map((i) => i.order_id).sort()).toEqual(orders.map((o) => o.id).sort());
    const [stock] = await db.query<{ stock_level: number }>(
      'SELECT stock_level FROM products WHERE id = $1',
      [TICKET],
    );
    expect(stock?.stock_level).toBeGreaterThanOrEqual(0);
    expect(stock?.stock_level).toBe(STOCK - orders.length);
  };

  it(
    '(a) a PostgreSQL restart: no process dies, 503 with Retry-After meanwhile, back within 5 s',
    { timeout: 120_000 },
    async () => {
      const bases = processes.map((p) => p.base);
      const list = await shoppers('restart', bases);
      // Beside the checkouts, each process is asked every 50 ms until the database is back.
      const probes: Outcome[] = [];
      let returned = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          probes.push(...(await Promise.all(bases.map((base) => call(base, 'GET', '/api/cart')))));
          await new Promise((wait) => setTimeout(wait, 50));
        }
      })();
      const outcomes = await checkoutAmid(list, bases, async () => {
        await cluster.restart();
        returned = performance.now();
      });
      // Both serve again within 5 s of the database's return.
      for (const base of bases) {
        await expect
          .poll(
            async () => {
              const answer = await call(base, 'GET', '/api/products?limit=1');
              return answer.lost ? 0 : answer.status;
            },
            { timeout: LONGEST_MS, interval: 100 },
          )
          .toBe(200);
      }
      expect(performance.now() - returned).toBeLessThan(LONGEST_MS);
      probing = false;
      await probe;

      expect(processes.map((p) => p.alive())).toEqual([true, true]);
      const count = (list: Outcome[], status: number) =>
        list.filter((o) => !o.lost && o.status === status).length;
      console.info(
        `chaos (a): checkouts ${JSON.stringify([200, 400, 503].map((s) => count(outcomes, s)))} (200/400/503), probes ${probes.length} with ${count(probes, 503)} × 503, back ${Math.round(performance.now() - returned)} ms after the restart`,
      );
      // The outage met requests: the probes asked all through it.
      expect(count([...outcomes, ...probes], 503)).toBeGreaterThan(0);
      for (const outcome of [...outcomes, ...probes]) {
        // Every request answered, in time; a refusal for the outage says when to come back.
        expect(outcome.lost, JSON.stringify(outcome)).toBe(false);
        expect(outcome.ms).toBeLessThan(LONGEST_MS);
        if (!outcome.lost && outcome.status >= 500) {
          expect(outcome.status, JSON.stringify(outcome)).toBe(503);
          expect(outcome.retryAfter).toBe('5');
          expect(outcome.body).toMatchObject({ error: { code: 'service_unavailable' } });
        }
      }
      const settled = await Promise.all(
        list.map((shopper, n) =>
          settle(bases[n % bases.length] ?? '', shopper, outcomes[n] as Outcome),
        ),
      );
      await expectBooksBalance(list, settled);
    },
  );

  it(
    '(b) kill -9 of one process: the other serves on, and no order is lost or doubled',
    { timeout: 120_000 },
    async () => {
      const bases = processes.map((p) => p.base);
      const list = await shoppers('kill', bases);
      const [survivor, victim] = processes as [BackendProcess, BackendProcess];
      const outcomes = await checkoutAmid(list, bases, () => victim.crash());
      expect(survivor.alive()).toBe(true);
      expect(victim.alive()).toBe(false);
      console.info(
        `chaos (b): ${outcomes.filter((o) => o.lost).length} of ${outcomes.length} answers lost with the killed process`,
      );
      outcomes.forEach((outcome, n) => {
        // The survivor answered every request it had, in time; the victim's may be lost.
        if (n % 2 === 0) {
          expect(outcome.lost, JSON.stringify(outcome)).toBe(false);
          expect(outcome.ms).toBeLessThan(LONGEST_MS);
        }
      });
      // The load balancer sends the victim's shoppers to the survivor.
      const settled = await Promise.all(
        list.map((shopper, n) => settle(survivor.base, shopper, outcomes[n] as Outcome)),
      );
      expect(survivor.alive()).toBe(true);
      await expectBooksBalance(list, settled);
    },
  );
});
