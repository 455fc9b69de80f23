import { expectRow, isUniqueViolation } from '../../../backend/db';
import type { Db } from '../../../backend/db';
import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import { orderView, ownOrders } from '../order-view';
import { body, requireAccount } from '../request';
import type { StoreRequest, StoreRoute } from '../request';
import * as schema from '../schemas';
import { findProduct } from '../store';
import { newId } from '../../../backend/ids';
import { accountCards, alreadySubscribed, subscriptionView } from '../memberships';
import type { SubscriptionRow } from '../memberships';
import { adoptIdentityPlan, changeSubscription, subscribe } from '../subscribe';

/** The account's subscriptions (membership plans) and their invoices. */
export function subscriptionRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  /** The account's subscription; `lock`ed, it is held until the transaction `on` ends. */
  const own = async (r: StoreRequest, on: Db = db, lock = false) => {
    const account = requireAccount(r);
    const [row] = await on.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [r.params.id, account.id],
    );
    if (!row) throw storeError(404, `Subscription not found: ${r.params.id}`, 'not_found', 'id');
    return row;
  };
  const view = (r: StoreRequest, row: SubscriptionRow) =>
    subscriptionView(row, requireAccount(r).cards);

  route('GET', '/subscriptions', async (r) => {
    const account = requireAccount(r);
    await adoptIdentityPlan(deps, account);
    const rows = await db.query<SubscriptionRow>(
      'SELECT * FROM subscriptions WHERE account_id = $1 ORDER BY created_at DESC',
      [account.id],
    );
    const cards = await accountCards(db, account.id);
    const results = rows.map((row) => subscriptionView(row, cards));
    return { count: results.length, results, page: 1, pages: 1 };
  });
  route('GET', '/subscriptions/:id', async (r) => view(r, await own(r)));
  route('POST', '/subscriptions', async (r) => {
    const input = await body(r, schema.newSubscription);
    return subscribe(deps, requireAccount(r), input).catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadySubscribed() : error;
    });
  });
  route('PUT', '/subscriptions/:id', async (r) => {
    const account = requireAccount(r);
    const patch = await body(r, schema.subscriptionPatch);
    return db.transaction(async (tx) =>
      changeSubscription(deps, tx, account, await own(r, tx, true), patch),
    );
  });
  /**
   * Changes a subscription's items: `next` gets them as they are now, under the row's lock,
   * and its result is written in the same transaction, so changes sent at once all count.
   */
  const changeItems = async (
    r: StoreRequest,
    next: (items: SubscriptionRow['items']) => SubscriptionRow['items'],
  ) =>
    db.transaction(async (tx) => {
      const current = await own(r, tx, true);
      const [row] = await tx.query<SubscriptionRow>(
        'UPDATE subscriptions SET items = $2 WHERE id = $1 RETURNING *',
        [current.id, JSON.stringify(next(current.items))],
      );
      return view(r, expectRow(row));
    });
  const checkedItem = async (r: StoreRequest) => {
    const item = await body(r, schema.subscriptionItem);
    if (!(await findProduct(db, item.product_id))) {
      throw storeError(404, `Product not found: ${item.product_id}`, 'not_found', 'product_id');
    }
    return { id: newId('item', 6), ...item };
  };
  route('POST', '/subscriptions/:id/items', async (r) => {
    await own(r);
    const item = await checkedItem(r);
    return changeItems(r, (items) => [...items, item]);
  });
  route('PUT', '/subscriptions/:id/items', async (r) => {
    await own(r);
    const item = await checkedItem(r);
    return changeItems(r, () => [item]);
  });
  route('PUT', '/subscriptions/:id/items/:itemId', async (r) => {
    await own(r);
    const { quantity } = await body(r, schema.subscriptionItem.pick({ quantity: true }));
    return changeItems(r, (items) => {
      if (!items.some((i) => i.id === r.params.itemId)) {
        throw storeError(404, `Item not found: ${r.params.itemId}`, 'not_found', 'itemId');
      }
      return items.map((i) => (i.id === r.params.itemId ? { ...i, quantity } : i));
    });
  });
  route('DELETE', '/subscriptions/:id/items/:itemId', async (r) =>
    changeItems(r, (items) => items.filter((i) => i.id !== r.params.itemId)),
  );

  // Invoices are the account's orders of membership plans.
  const invoices = async (r: StoreRequest) =>
    (await ownOrders(db, requireAccount(r))).filter((o) =>
      (o.items as { type?: string }[]).some((i) => i.type === 'membership'),
    );
  route('GET', '/invoices', async (r) => {
    const rows = (await invoices(r)).map(orderView);
    return { count: rows.length, results: rows, page: 1, pages: 1 };
  });
  route('GET', '/invoices/:id', async (r) => {
    const row = (await invoices(r)).find((o) => o.id === r.params.id);
    if (!row) throw storeError(404, `Invoice not found: ${r.params.id}`, 'not_found', 'id');
    return orderView(row);
  });
}
