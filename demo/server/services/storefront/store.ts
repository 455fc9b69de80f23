import { expectRow } from '../../backend/db';
import { randomBytes } from 'node:crypto';
import { newId } from '../../backend/ids';
import type { Db } from '../../backend/db';
import { isPlan } from '@domain';
import type { Plan, ProductOption, ProductVariant } from '@domain';
import type { CartLine, Coupon, PricedProduct, Shipping, ShippingService } from './pricing';

/** What the store keeps of a cart: the shopper's choices, never prices. */
export interface CartState {
  readonly id: string;
  readonly items: readonly CartLine[];
  readonly coupon_code?: string | null;
  readonly account?: { readonly id?: string; readonly email?: string } | null;
  readonly billing?: Record<string, unknown>;
  readonly shipping?: Shipping;
  readonly metadata?: Record<string, unknown>;
  readonly shipment_rating?: { readonly services: readonly ShippingService[] } | null;
  readonly currency?: string;
}

export interface SessionRow {
  readonly id: string;
  readonly account_id: string | null;
  readonly locale: string | null;
  readonly currency: string | null;
  readonly cart: CartState | null;
  readonly last_order_id: string | null;
}

const SESSION_ID = /^[A-Za-z0-9_-]{16,80}$/;

/** The session of a request: the one it names if it exists, else a new one. */
export async function openSession(db: Db, id: string | undefined): Promise<SessionRow> {
  if (id && SESSION_ID.test(id)) {
    const [row] = await db.query<SessionRow>('SELECT * FROM store_sessions WHERE id = $1', [id]);
    if (row) return row;
  }
  const [row] = await db.query<SessionRow>(
    'INSERT INTO store_sessions (id) VALUES ($1) RETURNING *',
    [randomBytes(24).toString('base64url')],
  );
  return expectRow(row);
}

/**
 * The session's row, locked until the transaction `tx` ends. Every change of a cart reads it
 * this way: requests of one session (several tabs, a double click, retries, or another
 * process behind the same load balancer) then change the cart one after the other, each
 * from the cart the last one wrote, where reading it outside the lock would lose the writes
 * made in between.
 */
export async function lockSession(tx: Db, id: string): Promise<SessionRow> {
  const [row] = await tx.query<SessionRow>(
    'SELECT * FROM store_sessions WHERE id = $1 FOR UPDATE',
    [id],
  );
  return expectRow(row);
}

export async function updateSession(
  db: Db,
  id: string,
  patch: Partial<Pick<SessionRow, 'account_id' | 'locale' | 'currency' | 'cart' | 'last_order_id'>>,
): Promise<SessionRow> {
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  const sets = keys.map((key, i) => `${key} = $${i + 2}`);
  const values = keys.map((key) => (key === 'cart' ? JSON.stringify(patch[key]) : patch[key]));
  const [row] = await db.query<SessionRow>(
    `UPDATE store_sessions SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...values],
  );
  return expectRow(row);
}

export interface ProductRow extends PricedProduct {
  readonly description: string;
  readonly orig_price: number | null;
  readonly currency: string;
  readonly stock_tracking: boolean;
  readonly stock_level: number | null;
  readonly stock_status: string;
  readonly prerelease_date: string | Date | null;
  readonly cross_sell_product_id: string | null;
  readonly active: boolean;
  readonly images: unknown[];
  readonly options: ProductOption[];
  readonly variants: ProductVariant[];
  readonly categories: string[];
  readonly attributes: Record<string, unknown>;
  readonly downloads: { id: string; name: string; format: string }[];
}

// numeric columns arrive as strings from PostgreSQL; the wire wants numbers.
export const normaliseProduct = (row: ProductRow): ProductRow => ({
  ...row,
  price: Number(row.price),
  sale_price: row.sale_price === null ? null : Number(row.sale_price),
  orig_price: row.orig_price === null ? null : Number(row.orig_price),
  prerelease_date:
    row.prerelease_date instanceof Date
      ? row.prerelease_date.toISOString().slice(0, 10)
      : row.prerelease_date,
});

export async function productsById(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    'SELECT * FROM products WHERE id = ANY($1::text[]) AND active',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, normaliseProduct(r)]));
}

/** A product by id, slug or sku. */
export async function findProduct(db: Db, key: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    'SELECT * FROM products WHERE (id = $1 OR slug = $1 OR sku = $1) AND active LIMIT 1',
    [key],
  );
  return row && normaliseProduct(row);
}

/** An active, unexpired coupon, case-insensitive. */
export async function findCoupon(db: Db, code: string, now: Date): Promise<Coupon | undefined> {
  const [row] = await db.query<Coupon & { value: string }>(
    `SELECT code, name, kind, value, first_order FROM coupons
     WHERE upper(code) = upper($1) AND active AND (expires_at IS NULL OR expires_at > $2)`,
    [code, now],
  );
  return row && { ...row, value: Number(row.value) };
}

/**
 * The member plan of a session: the logged-in store account's, once that account proved its
 * address, from the confirmed identity user with that address (the store and the identity
 * service share the database, as production links them by email). An email typed into a cart
 * proves nothing and earns nothing.
 */
export async function planOfSession(db: Db, session: SessionRow): Promise<Plan | undefined> {
  if (!session.account_id) return undefined;
  const [row] = await db.query<{ plan: unknown }>(
    `SELECT u.app_metadata -> 'subscription' ->> 'plan' AS plan
     FROM store_accounts a JOIN identity_users u ON lower(u.email) = lower(a.email)
     WHERE a.id = $1 AND a.email_verified_at IS NOT NULL AND u.confirmed_at IS NOT NULL`,
    [session.account_id],
  );
  return isPlan(row?.plan) ? row.plan : undefined;
}

export const emptyCart = (): CartState => ({ id: newId('cart'), items: [] });
