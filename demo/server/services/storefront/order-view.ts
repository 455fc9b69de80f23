import type { Db } from '../../backend/db';
import type { AccountRow } from './accounts';

/** An order as the wire shows it: numeric columns as numbers, its access key never. */
export const orderView = (row: Record<string, unknown>) => {
  const { metadata, ...rest } = row;
  const { key: _key, ...visible } = (metadata ?? {}) as Record<string, unknown>;
  void _key;
  const money = ['sub_total', 'discount_total', 'shipment_total', 'tax_total', 'grand_total'];
  return {
    ...rest,
    ...Object.fromEntries(money.map((k) => [k, Number(row[k])])),
    metadata: visible,
    date_created: new Date(row.created_at as string).toISOString(),
  };
};

/**
 * An account's orders, newest first: those it placed, and guest orders for its address once
 * the account proved that address (a typed email shows nobody's orders).
 */
export const ownOrders = (db: Db, account: AccountRow) =>
  db.query<Record<string, unknown>>(
    `SELECT * FROM orders
     WHERE account_id = $1 OR ($3 AND lower(email) = lower($2))
     ORDER BY created_at DESC`,
    [account.id, account.email, account.email_verified_at !== null],
  );
