import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  createAccount,
  downloadUrl,
  getAds,
  getDashboard,
  getMarket,
  getMyDownloads,
  getMyOrders,
  getOrder,
  getOrderDownloads,
  getPanels,
} from '@api/site';
import type { SiteOptions } from '@api/site';
import { createStorefront } from '@api/storefront/client';
import { addCartItem, submitOrder, updateCart } from '@api/storefront/cart';
import { createCardToken } from '@api/vault';
import {
  ApiError,
  AUTHORIZED_AMOUNT_MISMATCH,
  CONNECTION_ERROR_MESSAGE,
  DEFAULT_MESSAGE,
  PRICE_MISMATCH_MESSAGE,
  STORE_CONNECTION,
} from '@domain';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { hangingFetch } from '../../support/fetch';

const PASSWORD = 'whiskers-and-yarn';

interface Mail {
  kind: string;
  links: { url: string }[];
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Signs a member up over HTTP and confirms the address: their access token. */
async function newMember(base: string, email: string): Promise<string> {
  const signup = await fetch(`${base}/identity/signup`, post({ email, password: PASSWORD }));
  expect(signup.status).toBe(200);
  const token = await mailedToken(email, 'signup-confirmation');
  const verified = await fetch(`${base}/identity/verify`, post({ type: 'signup', token }));
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** Buys the Smashing Book 7 eBook as `email` through the storefront: its id, key and session. */
async function buyEbook(
  base: string,
  email: string,
): Promise<{ id: string; key: string; session: string }> {
  const sf = createStorefront({ store: 'magazine', key: 'pk_demo_magazine', url: base });
  await addCartItem(sf, { product_id: 'prod-sb7-ebook', quantity: 1 });
  const card = await createCardToken(
    { vaultUrl: `${base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 },
    { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' },
  );
  await updateCart(sf, {
    account: { email },
    billing: { method: 'card', card: { token: card.token } },
  });
  const order = await submitOrder(sf);
  const mails = (await (
    await fetch(`${base}/_outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as Mail[];
  const receipt = mails.find((mail) => mail.kind === 'order-receipt')?.links[0]?.url ?? '';
  return {
    id: String(order.id),
    key: new URL(receipt).searchParams.get('key') ?? '',
    session: sf.options.session.get('session') ?? '',
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

// Every call against the shared reference backend; mocks only for hangs and broken bodies.
describe('main site API client', () => {
  let base: string;
  let site: SiteOptions;
  let email: string;
  let token: string;
  let order: { id: string; key: string; session: string };
  beforeAll(async () => {
    base = inject('backendUrl');
    site = { baseUrl: `${base}/site-api/`, timeoutMs: 5000 };
    email = uniqueEmail('site');
    token = await newMember(base, email);
    order = await buyEbook(base, email);
  });

  it("opens an order with its confirmation key or its buyer's token", async () => {
    const byKey = await getOrder(site, order.id, order.key);
    expect(byKey).toMatchObject({ id: order.id, email, paid: true, grandTotal: 19 });
    expect(byKey.items.map((i) => i.sku)).toEqual(['smashing-book-7-ebook']);
    expect(await getOrder(site, order.id, undefined, token)).toMatchObject({ id: order.id });
    const wrongKey = await failure(getOrder(site, order.id, 'not-the-key'));
    expect(wrongKey).toBeInstanceOf(ApiError);
    expect(wrongKey).toMatchObject({ status: 404 });
    expect(await failure(getOrder(site, order.id))).toMatchObject({ status: 401 });
  });

  it('opens an order right after paying with the storefront session that placed it', async () => {
    const bySession = await getOrder(site, order.id, undefined, undefined, order.session);
    expect(bySession).toMatchObject({ id: order.id, email });
    const files = await getOrderDownloads(site, order.id, undefined, undefined, order.session);
    expect(files).toMatchObject({ orderId: order.id, paid: true });
  });

  it("lists an order's downloads with links that open", async () => {
    const downloads = await getOrderDownloads(site, order.id, order.key);
    expect(downloads).toMatchObject({ orderId: order.id, paid: true });
    expect(downloads.count).toBeGreaterThan(0);
    const [file] = downloads.results;
    expect(file?.url).toContain(`${base}/downloads/me/downloads/`);
    expect((await fetch(file?.url ?? '')).status).toBe(200);
    const byToken = await getOrderDownloads(site, order.id, undefined, token);
    expect(byToken.results.map((f) => f.id)).toEqual(downloads.results.map((f) => f.id));
  });

  it("builds download links on the downloads host with the member's token", async () => {
    expect(downloadUrl('https://dl.example/', 'book-pdf', 'a.b.c')).toBe(
      'https://dl.example/me/downloads/book-pdf?jwt=a.b.c',
    );
    const [file] = (await getOrderDownloads(site, order.id, order.key)).results;
    const link = downloadUrl(`${base}/downloads`, file?.id ?? '', token);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
  });

  it("lists the member's orders and opens one of them", async () => {
    const mine = await getMyOrders(site, token);
    expect(mine).toMatchObject({ count: 1, page: 1, pages: 1 });
    expect(mine.results.map((o) => o.id)).toEqual([order.id]);
    expect(await getMyOrders(site, token, order.id)).toMatchObject({ id: order.id, email });
    // A page past the last is empty, yet still says how many pages there are.
    expect(await getMyOrders(site, token, { page: 2, limit: 1 })).toMatchObject({
      count: 1,
      page: 2,
      pages: 1,
      results: [],
    });
    const stranger = await newMember(base, uniqueEmail('stranger'));
    expect((await getMyOrders(site, stranger)).results).toEqual([]);
    await expect(getMyOrders(site, stranger, order.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the member's files across their orders; a stranger has none", async () => {
    const mine = await getMyDownloads(site, token);
    expect(mine.count).toBe(mine.results.length);
    expect(mine.results.map((f) => f.productName)).toContain('Smashing Book 7 (eBook)');
    expect(mine.results.every((f) => f.orderId === order.id)).toBe(true);
    const stranger = await newMember(base, uniqueEmail('no-files'));
    expect(await getMyDownloads(site, stranger)).toEqual({ count: 0, results: [] });
    await expect(getMyDownloads(site, 'not.a.jwt')).rejects.toMatchObject({ status: 401 });
  });

  it('fetches the dashboard as HTML', async () => {
    const html = await getDashboard(site, token);
    expect(html).toContain('membership-dashboard');
    // The orders are LastOrders' own; the fragment keeps the plan and the files.
    expect(html).not.toContain(`data-order-id="${order.id}"`);
    expect(html).toContain('/downloads/me/downloads/');
    await expect(getDashboard(site, 'not.a.jwt')).rejects.toMatchObject({ status: 401 });
  });

  it('sanitises the dashboard before it can reach the DOM', async () => {
    // The reference backend escapes everything, so only a stub can send a hostile fragment.
    const hostile = vi.fn(
      async () =>
        new Response(
          '<section><h2>Hi</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></section>',
          { headers: { 'Content-Type': 'text/html' } },
        ),
    );
    const html = await getDashboard({ ...site, fetch: hostile }, 'a.b.c');
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    const [, init] = hostile.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer a.b.c', Accept: 'text/html' });
  });

  it('escapes the whole dashboard where no DOM can sanitise it', async () => {
    vi.doMock('dompurify', () => ({ default: { isSupported: false } }));
    try {
      const stub = vi.fn(async () => new Response('<b onclick="x()">Hi</b>'));
      expect(await getDashboard({ ...site, fetch: stub }, 'a.b.c')).toBe(
        '&#60;b onclick=&#34;x()&#34;&#62;Hi&#60;/b&#62;',
      );
    } finally {
      vi.doUnmock('dompurify');
    }
  });

  it('creates the store account, again safely, and checks the password it is given', async () => {
    const member = uniqueEmail('account');
    const own = await newMember(base, member);
    expect(await createAccount(site, own)).toMatchObject({ email: member, hasPassword: false });
    expect(await createAccount(site, own, PASSWORD)).toMatchObject({ hasPassword: true });
    const refused = await failure(createAccount(site, own, 'not-my-password'));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403 });
  });

  it('reads the job market, filtered, with its facets', async () => {
    const market = await getMarket(site);
    expect(market.count).toBe(market.results.length);
    expect(market.count).toBeGreaterThan(0);
    expect(market.facets.commitment).toBeDefined();
    const freelance = await getMarket(site, { commitment: 'freelance', remote: true });
    expect(freelance.results.every((l) => l.commitment === 'freelance' && l.remote)).toBe(true);
  });

  it("reads the home page's panels", async () => {
    const { panels } = await getPanels(site);
    expect(panels.length).toBeGreaterThan(0);
    expect(panels[0]).toMatchObject({ id: expect.any(String), title: expect.any(String) });
  });

  it('asks the ad proxy twice and merges the lists: each ad once, active ones only', async () => {
    const calls: string[] = [];
    const watched: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    const ads = await getAds({ baseUrl: `${base}/ads`, fetch: watched });
    expect(calls).toEqual([`${base}/ads/friskies`, `${base}/ads/friskies`]);
    const ids = ads.map((ad) => ad.external_id);
    expect(new Set(ids).size).toBe(ids.length);
    // One impression per placement per call: two or more distinct partners, at most four.
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.length).toBeLessThanOrEqual(4);
    expect(ads.every((ad) => ad.active === true)).toBe(true);
    expect(ids).not.toContain('cobalt-cms-editors');
  });

  it('merges stubbed lists by external_id and drops inactive and malformed entries', async () => {
    const answers = [
      { ads: [{ external_id: 'a', active: true }, { external_id: 'b', active: false }, 'x'] },
      { ads: [{ external_id: 'a', active: true }, { external_id: 'c', active: true }, {}] },
    ];
    const stub = vi.fn(async () => Response.json(answers.shift()));
    const ads = await getAds({ baseUrl: 'https://ads.example', fetch: stub });
    expect(ads.map((ad) => ad.external_id)).toEqual(['a', 'c']);
    const broken = vi.fn(async () => Response.json({ nope: [] }));
    await expect(getAds({ baseUrl: 'https://ads.example', fetch: broken })).rejects.toMatchObject({
      code: 'connection_error',
    });
  });

  it('has no call the widgets leave to the storefront and the identity service (docs/contracts.md)', async () => {
    const client: Record<string, unknown> = await import('@api/site');
    const readme = readFileSync(join(process.cwd(), 'docs/contracts.md'), 'utf8');
    for (const call of ['getProducts', 'getMe', 'putMe']) expect(client[call]).toBeUndefined();
    for (const call of ['`GET /products`', '`GET /me`', '`PUT /me`', '`settings`']) {
      expect(readme).toContain(call);
    }
  });

  it('maps an unreachable server to the connection error', async () => {
    const error = await failure(getPanels({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 5000 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'connection_error', message: CONNECTION_ERROR_MESSAGE });
  });

  it('times out after the given time, by default after the store connection timeout', async () => {
    const hang = hangingFetch();
    await expect(getPanels({ baseUrl: base, timeoutMs: 30, fetch: hang })).rejects.toMatchObject({
      code: 'request_error',
      status: 500,
    });
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = failure(getPanels({ baseUrl: base, fetch: hangingFetch() })).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(STORE_CONNECTION.timeoutMs - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({
        code: 'request_error',
        message: `Request timed out after ${STORE_CONNECTION.timeoutMs / 1000} seconds`,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps broken answers: no JSON, a proxy page, and a message from the catalogue', async () => {
    const reply = (body: string, status = 200) =>
      ({ baseUrl: base, fetch: vi.fn(async () => new Response(body, { status })) }) as SiteOptions;
    await expect(getMarket(reply('<html>'))).rejects.toMatchObject({ code: 'connection_error' });
    await expect(getMarket(reply('<html>502</html>', 502))).rejects.toMatchObject({
      code: 'connection_error',
      status: 502,
    });
    const mismatch = JSON.stringify({ msg: AUTHORIZED_AMOUNT_MISMATCH });
    await expect(getMarket(reply(mismatch, 409))).rejects.toMatchObject({
      status: 409,
      message: PRICE_MISMATCH_MESSAGE,
    });
    await expect(getMarket(reply('{}', 500))).rejects.toMatchObject({
      status: 500,
      message: DEFAULT_MESSAGE,
    });
  });
});
