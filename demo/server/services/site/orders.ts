import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { firstImageUrl } from '@domain';
import type { BackendDeps } from '../../backend/deps';
import type { Db } from '../../backend/db';
import { parse, siteError } from '../../backend/http';
import { holder, sameEmail, shape, tokenError } from './auth';
import type { ErrorFor } from '../identity/jwt';
import { orderId, orderQuery } from './schemas';
import { placedInSession } from './session-order';

/** A row of `orders` (010_core.sql), written by the storefront. */
export interface OrderRow {
  readonly id: string;
  readonly number: string;
  readonly email: string;
  readonly items: unknown;
  readonly currency: string;
  readonly sub_total: string | number;
  readonly discount_total: string | number;
  readonly shipment_total: string | number;
  readonly tax_total: string | number;
  readonly grand_total: string | number;
  readonly coupon_code: string | null;
  readonly discounts: unknown;
  readonly billing: unknown;
  readonly shipping: unknown;
  readonly metadata: unknown;
  readonly status: string;
  readonly paid: boolean;
  readonly created_at: Date | string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = z.string().optional().catch(undefined);
const number = z.coerce.number().finite().catch(0);

const orderItem = z.object({
  id: text,
  product_id: text,
  sku: text,
  name: text,
  type: text,
  image: text,
  quantity: z.coerce.number().int().min(0).catch(1),
  price: number,
  price_total: number,
  discount_total: number,
  metadata: z.unknown().optional(),
  cross_sell_product_id: text,
  options: z
    .array(z.object({ id: z.string(), name: z.string().optional(), value: z.string() }))
    .optional()
    .catch(undefined),
});
export type OrderItem = z.infer<typeof orderItem>;

/** The lines of an order; anything that is not a line at all is left out, not fatal. */
export const itemsOf = (order: Pick<OrderRow, 'items'>): OrderItem[] =>
  (Array.isArray(order.items) ? order.items : []).flatMap((entry) => {
    const item = orderItem.safeParse(record(entry));
    return item.success ? [item.data] : [];
  });

/** Whether an order's files may be handed out: paid, and not taken back since. */
export const unlocksDownloads = (order: Pick<OrderRow, 'paid' | 'status'>): boolean =>
  order.paid && !['canceled', 'cancelled', 'refunded'].includes(order.status);

const iso = (value: Date | string) => new Date(value).toISOString();

/** A line's metadata as a receipt may show it (a job post's fields): its text values only. */
const textFields = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

// What a receipt shows of a payment: never a token or an intent's secret.
function billingView(billing: unknown) {
  const b = record(billing);
  const card = record(b.card);
  return {
    method: typeof b.method === 'string' ? b.method : null,
    ...(Object.keys(card).length > 0 && {
      card: {
        brand: card.brand ?? null,
        last4: card.last4 ?? null,
        exp_month: card.exp_month ?? null,
        exp_year: card.exp_year ?? null,
      },
    }),
  };
}

/**
 * The first image of each product the orders' lines name without one of their own (orders
 * placed before lines kept their image), by product id.
 */
export async function missingImages(
  db: Db,
  orders: readonly OrderRow[],
): Promise<Map<string, string>> {
  const ids = orders
    .flatMap(itemsOf)
    .flatMap((item) => (!item.image && item.product_id ? [item.product_id] : []));
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; images: unknown }>(
    'SELECT id, images FROM products WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return new Map(
    rows.flatMap((row) => {
      const url = firstImageUrl(row.images);
      return url ? [[row.id, url] as const] : [];
    }),
  );
}

/**
 * An order as the confirmation page and the member area show it. The confirmation key is
 * left out: whoever holds it already has it, and a member's list must not spread the keys.
 * A line's image is its own, else its product's from `images` (see missingImages).
 */
export function orderView(order: OrderRow, images: ReadonlyMap<string, string> = new Map()) {
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    status: order.status,
    paid: order.paid,
    currency: order.currency,
    items: itemsOf(order).map((item) => ({
      id: item.id ?? null,
      productId: item.product_id ?? null,
      sku: item.sku ?? null,
      type: item.type ?? null,
      image: item.image ?? images.get(item.product_id ?? '') ?? null,
      title: item.name ?? item.sku ?? '',
      quantity: item.quantity,
      price: item.price,
      priceTotal: item.price_total,
      discountTotal: item.discount_total,
      metadata: textFields(item.metadata),
      // The shopper's choice, as the receipt names it: `[{ name: 'Ticket', value: '…' }]`.
      options: (item.options ?? []).map((o) => ({ name: o.name ?? o.id, value: o.value })),
      crossSellProductId: item.cross_sell_product_id ?? null,
    })),
    subTotal: Number(order.sub_total),
    discountTotal: Number(order.discount_total),
    shipmentTotal: Number(order.shipment_total),
    taxTotal: Number(order.tax_total),
    grandTotal: Number(order.grand_total),
    couponCode: order.coupon_code,
    discounts: Array.isArray(order.discounts) ? order.discounts : [],
    details: record(record(order.metadata).details),
    shipping: record(order.shipping),
    billing: billingView(order.billing),
    createdAt: iso(order.created_at),
  };
}
export type OrderView = ReturnType<typeof orderView>;

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
  return row;
}

/** Orders placed with an email (any case), newest first. */
export async function ordersOfEmail(
  db: Db,
  email: string,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<{ count: number; rows: OrderRow[] }> {
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM orders WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE lower(email) = lower($1)
     ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [email.trim(), page.limit, page.offset],
  );
  return { count: total?.count ?? 0, rows };
}

/*
 * Not found and not yours are one answer, 404, so order ids cannot be probed; the same for
 * a wrong key. Only a request with no credentials at all learns that it needs some (401).
 */
const notFound = () => siteError(404, 'Order not found');

const digest = (value: string) => createHash('sha256').update(value).digest();

// Hashing first gives equal lengths, so the comparison takes the same time for any key.
const keyMatches = (order: OrderRow, key: string): boolean => {
  const stored = record(order.metadata).key;
  return typeof stored === 'string' && timingSafeEqual(digest(stored), digest(key));
};

const needsCredentials: ErrorFor = (status, problem, message) =>
  problem === 'missing'
    ? siteError(401, 'Sign in as the buyer, or open the link from your order email')
    : tokenError(status, problem, message);

/**
 * The order behind `GET /orders/{id}`: a guest has no token, so the order's secret key
 * (orders.metadata.key, written by the storefront and mailed in the confirmation link as
 * `?key=`) opens it too, and so does the storefront session that just placed it (its cookie,
 * see session-order.ts: the confirmation page right after paying). A matching key wins even
 * beside a stale token; otherwise the Bearer token's holder must be the buyer (email, any case).
 */
export async function orderForRequest(
  deps: BackendDeps,
  req: IncomingMessage,
  url: URL,
  id: string | undefined,
): Promise<OrderRow> {
  const orderKey = parse(orderId, id, shape);
  const { key } = parse(orderQuery, Object.fromEntries(url.searchParams), shape);
  const order = await findOrder(deps.db, orderKey);
  if (key !== undefined && order && keyMatches(order, key)) return order;
  if (order && (await placedInSession(deps.db, req, order.id))) return order;
  if (key !== undefined && !req.headers.authorization) throw notFound();
  const { user } = await holder(deps, req, needsCredentials);
  if (!order || !sameEmail(order.email, user.email)) throw notFound();
  return order;
}

/** One of the token holder's own orders (`GET /me/orders/{id}`). */
export async function ownOrder(
  deps: BackendDeps,
  req: IncomingMessage,
  id: string | undefined,
): Promise<OrderRow> {
  const { user } = await holder(deps, req);
  const order = await findOrder(deps.db, parse(orderId, id, shape));
  if (!order || !sameEmail(order.email, user.email)) throw notFound();
  return order;
}
