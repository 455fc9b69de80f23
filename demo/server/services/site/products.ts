import { z } from 'zod';
import type { Db } from '../../backend/db';

/** One file of a product a buyer may download (products.downloads, 010_core.sql). */
export interface DownloadFile {
  readonly id: string;
  readonly name: string;
  readonly format: string;
}

/** A file an order entitles its buyer to, with what the page shows beside it. */
export interface OwnedFile extends DownloadFile {
  readonly orderId: string;
  readonly productId: string;
  readonly productName: string;
  readonly sku: string;
}

const downloadFile = z.object({
  id: z.string().min(1),
  name: z.string(),
  format: z.string(),
});

// The storefront owns these rows; one malformed entry must cost only itself, never the page.
export const downloadsOf = (value: unknown): DownloadFile[] =>
  (Array.isArray(value) ? value : []).flatMap((entry) => {
    const file = downloadFile.safeParse(entry);
    return file.success ? [file.data] : [];
  });

export interface ProductRow {
  readonly id: string;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly price: string | number;
  readonly sale_price: string | number | null;
  readonly orig_price: string | number | null;
  readonly currency: string;
  readonly stock_tracking: boolean;
  readonly stock_level: number | null;
  readonly stock_status: string;
  readonly prerelease_date: Date | string | null;
  readonly cross_sell_product_id: string | null;
  readonly images: unknown;
  readonly options: unknown;
  readonly variants: unknown;
  readonly purchase_options: unknown;
  readonly categories: unknown;
  readonly downloads: unknown;
  readonly shippable: boolean;
}

// numeric columns arrive as strings; the wire wants numbers.
const amount = (value: string | number | null) => (value === null ? null : Number(value));

const day = (value: Date | string | null) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (value?.slice(0, 10) ?? null);

/** The public view of a product: what a price tag, a cart button or a cover needs. */
export const productView = (p: ProductRow) => ({
  id: p.id,
  sku: p.sku,
  slug: p.slug,
  name: p.name,
  type: p.type,
  description: p.description,
  price: amount(p.price),
  salePrice: amount(p.sale_price),
  origPrice: amount(p.orig_price),
  currency: p.currency,
  stockStatus: p.stock_status,
  // Only tracked stock has a level worth showing ("3 left").
  stockLevel: p.stock_tracking ? p.stock_level : null,
  prereleaseDate: day(p.prerelease_date),
  crossSellProductId: p.cross_sell_product_id,
  shippable: p.shippable,
  images: p.images,
  options: p.options,
  variants: p.variants,
  purchaseOptions: p.purchase_options,
  categories: p.categories,
  // The formats on offer; the files themselves only reach buyers, through download links.
  downloads: downloadsOf(p.downloads).map(({ id, name, format }) => ({ id, name, format })),
});

/** Active products, optionally of one type or some SKUs, in a stable order. */
export async function listProducts(
  db: Db,
  filter: { type?: string; sku?: readonly string[] },
): Promise<ReturnType<typeof productView>[]> {
  const rows = await db.query<ProductRow>(
    `SELECT * FROM products
     WHERE active AND ($1::text IS NULL OR type = $1)
       AND ($2::text[] IS NULL OR sku = ANY($2::text[]))
     ORDER BY created_at, id`,
    [filter.type ?? null, filter.sku ?? null],
  );
  return rows.map(productView);
}

/**
 * Products by id or SKU, active or not: a buyer keeps their files after a title is
 * withdrawn from sale.
 */
export async function productsFor(
  db: Db,
  ids: readonly string[],
  skus: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0 && skus.length === 0) return [];
  return db.query<ProductRow>(
    'SELECT * FROM products WHERE id = ANY($1::text[]) OR sku = ANY($2::text[]) ORDER BY id',
    [[...new Set(ids)], [...new Set(skus)]],
  );
}
