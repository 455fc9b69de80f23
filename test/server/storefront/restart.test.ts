import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, startServer } from '@server/app';
import { openDb } from '@server/backend/db';
import { createBackend } from '@server/services/index';
import { prepare } from '@server/services/prepare';
import * as account from '@api/storefront/account';
import * as cart from '@api/storefront/cart';
import { createStorefront } from '@api/storefront/client';
import { memorySessionStore } from '@api/session';
import { createCardToken } from '@api/vault';
import { GOOD_CARD } from '../../contract/storefront-support';

// One data directory, two lives of the backend: what the first wrote, the second serves.
describe('storefront: a restart', () => {
  it('keeps carts, accounts and orders', { timeout: 60_000 }, async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'mw-store-')), 'pglite');
    const session = memorySessionStore();
    const boot = async () => {
      const db = await openDb({ dataDir: dir });
      await prepare(db);
      const server = await startServer(0, {
        handlers: createBackend({
          db,
          secret: new Uint8Array(32).fill(3),
          publicUrl: 'http://127.0.0.1',
          siteUrl: 'http://127.0.0.1',
          origins: [],
          now: () => new Date(),
        }),
      });
      const sf = createStorefront({
        store: 'magazine',
        key: 'pk_demo_magazine',
        url: baseUrl(server),
        session,
      });
      const stop = async () => {
        await new Promise<void>((done) => server.close(() => done()));
        await db.close();
      };
      return { sf, stop, base: baseUrl(server) };
    };

    const first = await boot();
    await account.createAccount(first.sf, { email: 'keep@example.com', password: 'purr-purr-1' });
    await cart.addCartItem(first.sf, { product_id: 'prod-forms-ebook', quantity: 1 });
    const token = await createCardToken(
      { vaultUrl: `${first.base}/vault`, key: 'pk_demo_magazine', timeoutMs: 5000 },
      GOOD_CARD,
    );
    await cart.updateCart(first.sf, { billing: { method: 'card', card: { token: token.token } } });
    const order = await cart.submitOrder(first.sf);
    await cart.addCartItem(first.sf, { product_id: 'prod-sb7-ebook', quantity: 2 });
    await first.stop();

    const second = await boot();
    expect(await account.getAccount(second.sf)).toMatchObject({ email: 'keep@example.com' });
    expect((await cart.getCart(second.sf))?.items).toMatchObject([
      { product_id: 'prod-sb7-ebook', quantity: 2 },
    ]);
    expect((await account.listAccountOrders(second.sf)).results.map((o) => o.id)).toEqual([
      order.id,
    ]);
    await second.stop();
  });
});
