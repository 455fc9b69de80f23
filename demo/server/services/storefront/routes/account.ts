import type { ZodType } from 'zod';
import { clientOf } from '../../../backend/client';
import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import {
  accountView,
  authenticate,
  createAccount,
  changeList,
  recoverAccount,
  updateAccount,
} from '../accounts';
import { addAccountCard, removeAccountCard, setDefaultCard } from '../account-cards';
import { checkRoom } from '../account-bounds';
import { loginThrottle } from '../login-throttle';
import { pageOf } from '../list';
import { orderView, ownOrders } from '../order-view';
import { siteLink } from '../../../backend/site';
import { body, query, requireAccount } from '../request';
import type { StoreRoute } from '../request';
import * as schema from '../schemas';
import { updateSession } from '../store';
import { newId } from '../../../backend/ids';

/** The customer's store account: signup, login, recovery, addresses, cards and orders. */
export function accountRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  const throttled = loginThrottle(db);
  /**
   * Logs a session in (or out, with null) and names the account on its cart, in one
   * statement on the cart as it is in the database: items added at the same moment stay.
   * A session whose cart became an order holds a JSON null there, not SQL NULL: only a
   * cart object is named.
   */
  const signSession = async (id: string, account: { id: string; email: string } | null) => {
    await db.query(
      `UPDATE store_sessions SET account_id = $2, updated_at = now(),
         cart = CASE WHEN jsonb_typeof(cart) = 'object' THEN jsonb_set(cart, '{account}', $3::jsonb) ELSE cart END
       WHERE id = $1`,
      [id, account?.id ?? null, JSON.stringify(account)],
    );
  };
  route('GET', '/account', async (r) => (r.account ? accountView(r.account) : null));
  route('POST', '/account', async (r) => {
    const account = await createAccount(db, await body(r, schema.newAccount));
    await updateSession(db, r.session.id, { account_id: account.id });
    return accountView(account);
  });
  route('PUT', '/account', async (r) => {
    const account = requireAccount(r);
    const { billing, ...patch } = await body(r, schema.accountPatch);
    // One transaction: a refused default card leaves the names and email as they were too.
    const updated = await db.transaction(async (tx) => {
      const cardId = billing?.account_card_id;
      if (cardId !== undefined) await setDefaultCard(tx, account, cardId);
      return updateAccount(tx, account, patch);
    });
    return accountView(updated);
  });
  route('POST', '/account/login', async (r) => {
    const credentials = await body(r, schema.login);
    const now = deps.now();
    // A mailed token is no guess; a password is, and is throttled.
    const account =
      'password' in credentials
        ? await throttled(credentials.email, clientOf(r.req), now, () =>
            authenticate(db, credentials, now),
          )
        : await authenticate(db, credentials, now);
    // As the hosted store: a failed login answers null, not an error.
    if (!account) return null;
    await signSession(r.session.id, { id: account.id, email: account.email });
    return accountView(account);
  });
  route('POST', '/account/logout', async (r) => {
    await signSession(r.session.id, null);
    return { success: true };
  });
  route('POST', '/account/recover', async (r) => {
    const input = await body(r, schema.recover);
    // The token goes into this link: only a page of the site itself may receive it.
    const reset = siteLink(input.reset_url ?? '/auth/reset', deps)?.href;
    if (!reset) {
      throw storeError(400, 'The reset link must be a page of this site', 'invalid', 'reset_url');
    }
    await recoverAccount(db, input.email, reset, deps.now());
    return { success: true };
  });
  for (const list of ['addresses', 'cards'] as const) {
    const item: ZodType<Record<string, unknown>> =
      list === 'addresses' ? schema.address : schema.newCard;
    route('GET', `/account/${list}`, async (r) =>
      pageOf(r.res, r.url, requireAccount(r)[list], query(r.url)),
    );
    route('POST', `/account/${list}`, async (r) => {
      const account = requireAccount(r);
      const input = await body(r, item);
      if (list === 'cards') return addAccountCard(db, account, String(input.token));
      // Random ids: two entries added in the same millisecond must not share one.
      const entry = { id: newId('addr', 6), ...input };
      return changeList(db, account, list, (current) => {
        checkRoom(list, current);
        return { list: [...current, entry], answer: entry };
      });
    });
    route('PUT', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      const input = await body(r, item);
      return changeList(db, account, list, (current) => {
        const found = current.find((e) => e.id === r.params.id);
        if (!found) throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
        const next = { ...found, ...(list === 'cards' ? {} : input) };
        return { list: current.map((e) => (e === found ? next : e)), answer: next };
      });
    });
    route('DELETE', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      // A card may be the default: that goes with it.
      if (list === 'cards') return removeAccountCard(db, account, r.params.id ?? '');
      return changeList(db, account, list, (current) => {
        if (!current.some((e) => e.id === r.params.id)) {
          throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
        }
        return {
          list: current.filter((e) => e.id !== r.params.id),
          answer: { id: r.params.id, deleted: true },
        };
      });
    });
  }
  route('GET', '/account/orders', async (r) =>
    pageOf(r.res, r.url, (await ownOrders(db, requireAccount(r))).map(orderView), query(r.url)),
  );
  route('GET', '/account/orders/:id', async (r) => {
    const order = (await ownOrders(db, requireAccount(r))).find((o) => o.id === r.params.id);
    // Another person's order is as unknown as one that does not exist.
    if (!order) throw storeError(404, `Order not found: ${r.params.id}`, 'not_found', 'id');
    return orderView(order);
  });
}
