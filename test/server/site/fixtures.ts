import { expect } from 'vitest';
import { SignJWT } from 'jose';
import type { Db } from '@server/backend/db';

/** The harness's signing secret (test/server/harness.ts). */
export const TEST_SECRET = new Uint8Array(32).fill(7);

/** A product of our own, so the tests do not lean on the storefront's demo catalogue. */
export async function insertProduct(
  db: Db,
  p: {
    id: string;
    sku: string;
    name: string;
    type?: string;
    price?: number;
    downloads?: { id: string; name: string; format: string }[];
    active?: boolean;
    prereleaseDate?: string;
    crossSell?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO products (id, sku, slug, name, type, price, downloads, active, prerelease_date,
       cross_sell_product_id, images)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      p.id,
      p.sku,
      p.name,
      p.type ?? 'ebook',
      p.price ?? 19,
      JSON.stringify(p.downloads ?? []),
      p.active ?? true,
      p.prereleaseDate ?? null,
      p.crossSell ?? null,
      JSON.stringify([{ id: `${p.id}-cover`, file: { url: `/assets/img/${p.sku}.svg` } }]),
    ],
  );
}

/** The site tests' own eBook, with a PDF and an ePUB and any `more` downloads. */
export const insertTestGuide = (
  db: Db,
  more: { id: string; name: string; format: string }[] = [],
) =>
  insertProduct(db, {
    id: 'test-guide-ebook',
    sku: 'test-guide-ebook',
    name: 'The Test Guide (eBook)',
    downloads: [
      { id: 'test-guide-pdf', name: 'PDF', format: 'pdf' },
      { id: 'test-guide-epub', name: 'ePUB', format: 'epub' },
      ...more,
    ],
  });

/** An order line of one eBook, the product's id as its SKU. */
export const ebookLine = (id: string, name = id) => ({
  product_id: id,
  sku: id,
  name,
  type: 'ebook',
});

export interface TestOrderItem {
  product_id?: string;
  sku: string;
  name: string;
  type?: string;
  quantity?: number;
  price?: number;
}

let numbers = 500000;

/** An order as the storefront writes one (orders.metadata.key is the confirmation secret). */
export async function insertOrder(
  db: Db,
  o: {
    id: string;
    email: string;
    items: (TestOrderItem | Record<string, unknown>)[];
    paid?: boolean;
    status?: string;
    key?: string;
    createdAt?: Date;
    currency?: string;
  },
): Promise<void> {
  const items = o.items.map((item) => ({
    quantity: 1,
    price: 19,
    price_total: 19,
    discount_total: 0,
    options: [],
    ...item,
  }));
  const total = items.reduce((sum, item) => sum + Number(item.price_total ?? 0), 0);
  const paid = o.paid ?? true;
  await db.query(
    `INSERT INTO orders (id, number, email, items, currency, sub_total, grand_total, billing,
       shipping, metadata, status, paid, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12)`,
    [
      o.id,
      String(numbers++),
      o.email,
      JSON.stringify(items),
      o.currency ?? 'USD',
      total,
      JSON.stringify({
        method: 'card',
        card: { token: 'tok_secret_never_shown', brand: 'Visa', last4: '4242' },
      }),
      JSON.stringify({ name: 'Milo Member', city: 'Freiburg', country: 'DE' }),
      JSON.stringify({
        details: { email: o.email },
        ...(o.key !== undefined && { key: o.key }),
      }),
      o.status ?? (paid ? 'complete' : 'payment_pending'),
      paid,
      o.createdAt ?? new Date(),
    ],
  );
}

/** A token signed with the backend's secret, for claims no login would produce. */
export function signedToken(
  claims: { sub: string; email: string },
  options: { expiresAt?: Date; audience?: string; secret?: Uint8Array } = {},
): Promise<string> {
  return new SignJWT({ email: claims.email, app_metadata: {}, user_metadata: {} })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(options.audience ?? 'authenticated')
    .setExpirationTime(options.expiresAt ?? new Date(Date.now() + 3_600_000))
    .sign(options.secret ?? TEST_SECRET);
}

/** Asserts a refusal in the site API's shape: the status and a `{ msg }` body, nothing else. */
export async function expectRefusal(res: Response, status: number | number[]): Promise<string> {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { msg?: unknown };
  expect(Object.keys(body)).toEqual(['msg']);
  expect(typeof body.msg).toBe('string');
  return body.msg as string;
}

export const auth = (token: string): RequestInit => ({
  headers: { Authorization: `Bearer ${token}` },
});

/** The id of a seeded identity user. */
export async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM identity_users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
