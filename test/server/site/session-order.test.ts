import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardToken } from '@api/vault';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { storeCaller } from '../support/store-client';
import { expectRefusal } from './fixtures';

interface Downloads {
  paid: boolean;
  results: { id: string; url: string }[];
}

/** A guest buys the Smashing Book 7 eBook in its own store session: the order's id. */
async function guestBuys(backend: TestBackend, store: ReturnType<typeof storeCaller>) {
  expect(
    (await store('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 1 })).status,
  ).toBe(200);
  const card = await createCardToken(
    { vaultUrl: `${backend.base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 },
    { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' },
  );
  await store('PUT', 'cart', {
    account: { email: 'guest@example.org' },
    billing: { method: 'card', card: { token: card.token } },
  });
  const order = await store('POST', 'cart/order');
  expect(order.status).toBe(200);
  return String(order.body.id);
}

describe('site API: the order page right after paying, by the storefront session', () => {
  let backend: TestBackend;
  let url: (path: string) => string;
  let store: ReturnType<typeof storeCaller>;
  let orderId: string;
  const withSession = (session: string): RequestInit => ({
    headers: { Cookie: `mw-settings:x=1; swell-session=${encodeURIComponent(session)}` },
  });
  beforeAll(async () => {
    backend = await startBackend();
    url = (path) => `${backend.base}/site-api${path}`;
    store = storeCaller(backend);
    orderId = await guestBuys(backend, store);
  });
  afterAll(() => backend.close());

  it('opens the order and its downloads to the session that placed it, with no key', async () => {
    const res = await fetch(url(`/orders/${orderId}`), withSession(store.session()));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: orderId, email: 'guest@example.org' });
    const files = await fetch(url(`/orders/${orderId}/downloads`), withSession(store.session()));
    const downloads = (await files.json()) as Downloads;
    expect(downloads.paid).toBe(true);
    expect(downloads.results.map((f) => f.id)).toEqual([
      'smashing-book-7-pdf',
      'smashing-book-7-epub',
    ]);
    expect((await fetch(downloads.results[0]?.url ?? '')).status).toBe(200);
  });

  it('opens it to the same session in X-Session, as a site on another origin sends it', async () => {
    const bySession = (session: string): RequestInit => ({ headers: { 'X-Session': session } });
    const res = await fetch(url(`/orders/${orderId}`), bySession(store.session()));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: orderId });
    const files = await fetch(url(`/orders/${orderId}/downloads`), bySession(store.session()));
    expect(((await files.json()) as Downloads).paid).toBe(true);
    const other = storeCaller(backend);
    await other('GET', 'cart');
    await expectRefusal(await fetch(url(`/orders/${orderId}`), bySession(other.session())), 401);
    await expectRefusal(await fetch(url(`/orders/${orderId}`), bySession('A'.repeat(32))), 401);
  });

  it('opens nothing to another session, a made-up session or a malformed cookie', async () => {
    const other = storeCaller(backend);
    await other('GET', 'cart');
    await expectRefusal(await fetch(url(`/orders/${orderId}`), withSession(other.session())), 401);
    await expectRefusal(await fetch(url(`/orders/${orderId}`), withSession('A'.repeat(32))), 401);
    const malformed = { headers: { Cookie: 'swell-session=%E0%A4%A' } };
    await expectRefusal(await fetch(url(`/orders/${orderId}`), malformed), 401);
    // A wrong key is still a wrong key without the session.
    await expectRefusal(await fetch(url(`/orders/${orderId}?key=wrong`)), 404);
  });

  it("opens only the session's latest order: the next one closes the previous", async () => {
    const first = orderId;
    const second = await guestBuys(backend, store);
    const session = withSession(store.session());
    expect((await fetch(url(`/orders/${second}`), session)).status).toBe(200);
    await expectRefusal(await fetch(url(`/orders/${first}`), session), 401);
  });
});
