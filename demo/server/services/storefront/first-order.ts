import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import type { Coupon } from './pricing';

/** Who a first order is first for: the logged-in account, and the email the order goes to. */
export interface Customer {
  readonly accountId: string | null;
  readonly email: string | undefined;
}

export const firstOrderOnly = (code: string) => `${code} is for your first order only`;

/** Whether the account, or anyone with the email (a guest), ordered before. */
async function orderedBefore(db: Db, customer: Customer): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM orders
     WHERE account_id = $1 OR ($2::text IS NOT NULL AND lower(email) = lower($2)) LIMIT 1`,
    [customer.accountId, customer.email?.trim() || null],
  );
  return rows.length > 0;
}

/**
 * Refuses a first-order coupon for a customer who ordered before: when the coupon is applied,
 * and again when the order is placed, as the email may be typed after the coupon.
 */
export async function checkFirstOrder(
  db: Db,
  coupon: Pick<Coupon, 'code' | 'first_order'> | undefined,
  customer: Customer,
  param: string,
): Promise<void> {
  if (!coupon?.first_order) return;
  if (await orderedBefore(db, customer)) {
    throw storeError(400, firstOrderOnly(coupon.code), 'coupon_not_applicable', param);
  }
}

/**
 * Makes two orders of one customer with a first-order coupon take turns, until the first one
 * commits: the second then finds it. Held to the end of the transaction `tx`.
 */
export async function lockCustomer(tx: Db, customer: Customer): Promise<void> {
  if (customer.accountId) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `first-order:account:${customer.accountId}`,
    ]);
  }
  const email = customer.email?.trim().toLowerCase();
  if (email) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`first-order:email:${email}`]);
  }
}
