import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../support/use-backend';
import { DEMO_PASSWORD, demoTokens, login } from '../support/identity';
import {
  auth,
  ebookLine,
  expectRefusal,
  insertOrder,
  insertTestGuide,
  signedToken,
  userId,
} from './fixtures';

interface Order {
  id: string;
  number: string;
  email: string;
  paid: boolean;
  status: string;
  items: { sku: string; type: string; title: string; quantity: number }[];
  grandTotal: number;
  details: Record<string, unknown>;
  billing: { method: string; card?: Record<string, unknown> };
  createdAt: string;
}

interface Downloads {
  orderId: string;
  paid: boolean;
  count: number;
  results: { id: string; format: string; productName: string; url: string }[];
}

const KEY = 'a3f1c9e07b5d4e2f8a6b1c0d9e8f7a6b';
const ebook = ebookLine('test-guide-ebook', 'The Test Guide');

describe('site API: order pages and the member’s orders', () => {
  const backend = useBackend();
  const url = (path: string) => `${backend.base}/site-api${path}`;
  let member: string;
  let reader: string;
  beforeAll(async () => {
    const { db } = backend;
    await insertTestGuide(db);
    // The member's orders, placed with their address in another case.
    await insertOrder(db, {
      id: 'ord_member1',
      email: 'Member@Example.com',
      items: [ebook],
      key: KEY,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await insertOrder(db, {
      id: 'ord_member2',
      email: 'member@example.com',
      items: [
        { sku: 'test-print', name: 'A printed book', type: 'book', price: 44, price_total: 44 },
      ],
      createdAt: new Date('2026-02-10T10:00:00Z'),
    });
    await insertOrder(db, {
      id: 'ord_member_unpaid',
      email: 'member@example.com',
      items: [ebook],
      paid: false,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    // Someone else's order, and a guest order with a key only.
    await insertOrder(db, { id: 'ord_reader1', email: 'reader@example.com', items: [ebook] });
    await insertOrder(db, {
      id: 'ord_guest',
      email: 'guest@example.org',
      items: [ebook],
      key: KEY,
    });
    await insertOrder(db, { id: 'ord_nokey', email: 'guest@example.org', items: [ebook] });
    ({ member, reader } = await demoTokens(backend));
  });

  it('shows an order to its buyer (email in any case), never the key or a card token', async () => {
    const res = await fetch(url('/orders/ord_member1'), auth(member));
    expect(res.status).toBe(200);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({
      id: 'ord_member1',
      paid: true,
      status: 'complete',
      items: [{ sku: 'test-guide-ebook', type: 'ebook', title: 'The Test Guide', quantity: 1 }],
      grandTotal: 19,
      details: { email: 'Member@Example.com' },
      billing: { method: 'card', card: { brand: 'Visa', last4: '4242' } },
      createdAt: '2026-01-10T10:00:00.000Z',
    });
    const text = JSON.stringify(order);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('tok_secret_never_shown');
  });

  it('shows an order to a guest holding its key, and to nobody with a wrong key', async () => {
    const res = await fetch(url(`/orders/ord_guest?key=${KEY}`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Order).email).toBe('guest@example.org');
    await expectRefusal(await fetch(url('/orders/ord_guest?key=wrong')), 404);
    // A key opens only its own order, and an order without a key opens with none.
    await expectRefusal(await fetch(url(`/orders/ord_nokey?key=${KEY}`)), 404);
    await expectRefusal(await fetch(url(`/orders/ord_reader1?key=${KEY}`)), 404);
  });

  it('lets a valid key win over a stale token, but a wrong key does not bypass the token', async () => {
    const expired = await signedToken(
      { sub: await userId(backend.db, 'reader@example.com'), email: 'reader@example.com' },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    expect((await fetch(url(`/orders/ord_guest?key=${KEY}`), auth(expired))).status).toBe(200);
    await expectRefusal(await fetch(url('/orders/ord_guest?key=nope'), auth(expired)), 401);
    await expectRefusal(await fetch(url('/orders/ord_guest?key=nope'), auth(reader)), 404);
  });

  it("answers another member's order 404, the same as an order that does not exist", async () => {
    const theirs = await expectRefusal(await fetch(url('/orders/ord_reader1'), auth(member)), 404);
    const none = await expectRefusal(await fetch(url('/orders/ord_missing'), auth(member)), 404);
    expect(theirs).toBe(none);
    await expectRefusal(await fetch(url('/orders/ord_member1/downloads'), auth(reader)), 404);
    await expectRefusal(await fetch(url('/me/orders/ord_member1'), auth(reader)), 404);
  });

  it('asks for credentials (401) when there are none, and refuses bad or expired tokens', async () => {
    const msg = await expectRefusal(await fetch(url('/orders/ord_member1')), 401);
    expect(msg).toMatch(/order email/);
    await expectRefusal(await fetch(url('/orders/ord_member1'), auth('not.a.jwt')), 401);
    const forged = await signedToken(
      { sub: await userId(backend.db, 'member@example.com'), email: 'member@example.com' },
      { secret: new Uint8Array(32).fill(1) },
    );
    await expectRefusal(await fetch(url('/orders/ord_member1'), auth(forged)), 401);
    await expectRefusal(await fetch(url('/me/orders'), auth(forged)), 401);
    await expectRefusal(await fetch(url('/me/orders')), 401);
    await expectRefusal(await fetch(url('/me/orders/ord_member1')), 401);
  });

  it('expires tokens with the clock', async () => {
    const start = new Date();
    backend.setNow(start);
    const tokens = await login(backend, 'member@example.com', DEMO_PASSWORD);
    backend.setNow(new Date(start.getTime() + 3601_000));
    try {
      const msg = await expectRefusal(
        await fetch(url('/me/orders'), auth(tokens.access_token)),
        401,
      );
      expect(msg).toMatch(/expired/i);
      await expectRefusal(await fetch(url('/orders/ord_member1'), auth(tokens.access_token)), 401);
    } finally {
      backend.setNow(new Date());
    }
  });

  it('refuses malformed ids and keys with 400 { msg }', async () => {
    await expectRefusal(await fetch(url('/orders/bad%20id'), auth(member)), 400);
    await expectRefusal(await fetch(url(`/orders/${'x'.repeat(65)}`), auth(member)), 400);
    await expectRefusal(await fetch(url(`/orders/ord_guest?key=${'k'.repeat(201)}`)), 400);
    await expectRefusal(await fetch(url('/orders/ord_guest?key=')), 400);
    await expectRefusal(await fetch(url('/me/orders/bad%20id'), auth(member)), 400);
  });

  it("lists only the holder's orders, newest first, with pages", async () => {
    const res = await fetch(url('/me/orders'), auth(member));
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      count: number;
      page: number;
      pages: number;
      results: Order[];
    };
    expect(list).toMatchObject({ count: 3, page: 1, pages: 1 });
    expect(list.results.map((o) => o.id)).toEqual([
      'ord_member_unpaid',
      'ord_member2',
      'ord_member1',
    ]);
    const second = (await (await fetch(url('/me/orders?limit=2&page=2'), auth(member))).json()) as {
      pages: number;
      results: Order[];
    };
    expect(second.pages).toBe(2);
    expect(second.results.map((o) => o.id)).toEqual(['ord_member1']);
    const readers = (await (await fetch(url('/me/orders'), auth(reader))).json()) as {
      results: Order[];
    };
    expect(readers.results.map((o) => o.id)).toEqual(['ord_reader1']);
    await expectRefusal(await fetch(url('/me/orders?limit=0'), auth(member)), 400);
    await expectRefusal(await fetch(url('/me/orders?page=abc'), auth(member)), 400);
  });

  it('shows each line with its picture: its own, else its product’s first, else none', async () => {
    await insertOrder(backend.db, {
      id: 'ord_pictures',
      email: 'pictures@example.org',
      key: KEY,
      items: [
        { ...ebook, image: '/assets/img/kept-at-purchase.svg' },
        ebook,
        { sku: 'gone', name: 'A product that is gone', type: 'book' },
      ],
    });
    const res = await fetch(url(`/orders/ord_pictures?key=${KEY}`));
    const { items } = (await res.json()) as { items: { image: string | null }[] };
    // By full address on the services: a page on another origin shows them as they are.
    expect(items.map((item) => item.image)).toEqual([
      `${backend.base}/assets/img/kept-at-purchase.svg`,
      `${backend.base}/assets/img/test-guide-ebook.svg`,
      null,
    ]);
    const list = await fetch(url('/me/orders'), auth(member));
    const { results } = (await list.json()) as { results: { items: { image: string }[] }[] };
    expect(results.at(-1)?.items[0]?.image).toBe(`${backend.base}/assets/img/test-guide-ebook.svg`);
  });

  it("shows one of the holder's orders", async () => {
    const res = await fetch(url('/me/orders/ord_member2'), auth(member));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Order).items[0]).toMatchObject({ title: 'A printed book' });
  });

  it('lists the downloads of a paid order, with links that work', async () => {
    const res = await fetch(url(`/orders/ord_guest/downloads?key=${KEY}`));
    expect(res.status).toBe(200);
    const downloads = (await res.json()) as Downloads;
    expect(downloads).toMatchObject({ orderId: 'ord_guest', paid: true, count: 2 });
    expect(downloads.results.map((d) => d.id)).toEqual(['test-guide-pdf', 'test-guide-epub']);
    const pdf = downloads.results[0]!;
    expect(pdf.url.startsWith(`${backend.base}/downloads/me/downloads/test-guide-pdf?jwt=`)).toBe(
      true,
    );
    const file = await fetch(pdf.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('lists no downloads for an unpaid order', async () => {
    const res = await fetch(url('/orders/ord_member_unpaid/downloads'), auth(member));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      orderId: 'ord_member_unpaid',
      paid: false,
      count: 0,
      results: [],
    });
  });

  it('copes with order rows it did not expect, without a 500', async () => {
    await backend.db.query(
      `INSERT INTO orders (id, number, email, items, currency, sub_total, grand_total, status, paid)
       VALUES ('ord_odd', '999001', 'member@example.com', '{"not": "a list"}', 'XXX', 0, 0, 'complete', true)`,
    );
    const res = await fetch(url('/orders/ord_odd'), auth(member));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Order).items).toEqual([]);
    expect((await fetch(url('/orders/ord_odd/downloads'), auth(member))).status).toBe(200);
    expect((await fetch(url('/me/dashboard'), auth(member))).status).toBe(200);
    await backend.db.query("DELETE FROM orders WHERE id = 'ord_odd'");
  });
});
