import type { ZodType } from 'zod';
import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import {
  accountView,
  authenticate,
  createAccount,
  recoverAccount,
  saveList,
  updateAccount,
} from '../accounts';
import { cardOf } from '../cards';
import { pageOf } from '../list';
import { orderView, ownOrders } from '../order-view';
import { siteLink } from '../recovery';
import { body, query, requireAccount } from '../request';
import type { StoreRoute } from '../request';
import * as schema from '../schemas';
import { updateSession } from '../store';

/** The customer's store account: signup, login, recovery, addresses, cards and orders. */
export function accountRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  route('GET', '/account', async (r) => (r.account ? accountView(r.account) : null));
  route('POST', '/account', async (r) => {
    const account = await createAccount(db, await body(r, schema.newAccount));
    await updateSession(db, r.session.id, { account_id: account.id });
    return accountView(account);
  });
  route('PUT', '/account', async (r) =>
    accountView(await updateAccount(db, requireAccount(r), await body(r, schema.accountPatch))),
  );
  route('POST', '/account/login', async (r) => {
    const account = await authenticate(db, await body(r, schema.login), deps.now());
    // As the hosted store: a failed login answers null, not an error.
    if (!account) return null;
    const cart = r.session.cart;
    await updateSession(db, r.session.id, {
      account_id: account.id,
      ...(cart ? { cart: { ...cart, account: { id: account.id, email: account.email } } } : {}),
    });
    return accountView(account);
  });
  route('POST', '/account/logout', async (r) => {
    await updateSession(db, r.session.id, {
      account_id: null,
      ...(r.session.cart ? { cart: { ...r.session.cart, account: null } } : {}),
    });
    return { success: true };
  });
  route('POST', '/account/recover', async (r) => {
    const input = await body(r, schema.recover);
    // The token goes into this link: only a page of the site itself may receive it.
    const reset = siteLink(input.reset_url ?? '/auth/reset', deps.publicUrl);
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
      const entry =
        list === 'cards'
          ? { id: `card_${Date.now().toString(36)}`, ...(await cardOf(db, String(input.token))) }
          : { id: `addr_${Date.now().toString(36)}`, ...input };
      await saveList(db, account, list, [...account[list], entry]);
      return entry;
    });
    route('PUT', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      const current = account[list].find((e) => e.id === r.params.id);
      if (!current) throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
      const input = await body(r, item);
      const next = { ...current, ...(list === 'cards' ? {} : input) };
      await saveList(
        db,
        account,
        list,
        account[list].map((e) => (e.id === current.id ? next : e)),
      );
      return next;
    });
    route('DELETE', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      if (!account[list].some((e) => e.id === r.params.id)) {
        throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
      }
      await saveList(
        db,
        account,
        list,
        account[list].filter((e) => e.id !== r.params.id),
      );
      return { id: r.params.id, deleted: true };
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
