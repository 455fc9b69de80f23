import type { ProductOption, ProductVariant } from '@domain/product-options';
import { cachedGet, listGet } from './client';
import type { List, Params, Storefront } from './client';

/** One way a product is sold; a subscription lists its plans. */
export interface PurchaseOption {
  readonly active?: boolean;
  readonly plans?: readonly { readonly id: string; readonly active?: boolean }[];
}

export interface StoreProduct {
  readonly id: string;
  readonly sku?: string;
  readonly slug?: string;
  readonly name: string;
  readonly type?: string;
  /** The store's content model: `productType` is the spec's type (SPEC point 3). */
  readonly content?: { readonly productType?: string } | null;
  readonly price: number;
  readonly sale_price?: number | null;
  readonly orig_price?: number | null;
  readonly stock_status?: string;
  readonly stock_level?: number | null;
  readonly cross_sell_product_id?: string | null;
  /** `standard`, and `subscription` with its plans (SPEC point 3). */
  readonly purchase_options?: Readonly<Record<string, PurchaseOption | undefined>>;
  readonly options?: readonly ProductOption[];
  readonly variants?: { readonly results?: readonly ProductVariant[] };
  readonly [key: string]: unknown;
}

const id = (value: string) => encodeURIComponent(value);

/** GET /products (where, search, category, limit, page). */
export const listProducts = (sf: Storefront, query?: Params): Promise<List<StoreProduct>> =>
  listGet(sf, 'products', query);
/** GET /products/{id or slug}, kept for the cache lifetime. */
export const getProduct = (sf: Storefront, productId: string): Promise<StoreProduct | null> =>
  cachedGet(sf, `products/${id(productId)}`);
/** GET /categories. */
export const listCategories = (
  sf: Storefront,
  query?: Params,
): Promise<List<Record<string, unknown>>> => listGet(sf, 'categories', query);
/** GET /categories/{id}. */
export const getCategory = (
  sf: Storefront,
  categoryId: string,
): Promise<Record<string, unknown> | null> => cachedGet(sf, `categories/${id(categoryId)}`);
/** GET /attributes?filterable=true: what a product list can be filtered by. */
export const listAttributes = (sf: Storefront): Promise<List<Record<string, unknown>>> =>
  listGet(sf, 'attributes', { filterable: true });
/** GET /attributes/{id}. */
export const getAttribute = (
  sf: Storefront,
  attributeId: string,
): Promise<Record<string, unknown> | null> => cachedGet(sf, `attributes/${id(attributeId)}`);
