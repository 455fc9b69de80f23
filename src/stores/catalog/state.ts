import { map } from 'nanostores';
import type { ProductOption, ProductVariant } from '@domain/product-options';
import { onReset } from '../seam';

/** What the widgets need of a product: its id, price and cross-sell (SPEC point 3). */
export interface CatalogProduct {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  /** `content.productType`, else `type` (SPEC point 3); empty when the store names none. */
  readonly type: string;
  /** Major units in `currency`. */
  readonly price: number;
  readonly salePrice?: number;
  /** The currency the store priced it in; none named: the store's own (its settings'). */
  readonly currency?: string;
  readonly crossSellProductId?: string;
  readonly stockStatus?: string;
  /** `2027-02-15`: a book not out yet (its delivery estimate starts then). */
  readonly prereleaseDate?: string;
  /** What a shopper chooses among (a ticket's tier) and the variants the choices make. */
  readonly options?: readonly ProductOption[];
  readonly variants?: readonly ProductVariant[];
}

export interface Catalog {
  status: 'idle' | 'loading' | 'ready' | 'error';
  bySku: Readonly<Record<string, CatalogProduct>>;
  error: string | null;
}

const initial = (): Catalog => ({ status: 'idle', bySku: {}, error: null });

/**
 * The products known on the page: the whole list once something loads it (the cart's delivery
 * and its paired lines), and the products asked for by sku (the page's prices, an add).
 */
export const $catalog = map<Catalog>(initial());

export const resetCatalog = onReset(() => $catalog.set(initial()));

/**
 * Why a sku asked for on its own (requestProduct in ./price.ts) has no product: the store has
 * none (`missing`), or the request failed. Found products go into `$catalog.bySku`.
 */
export type SkuLookup = 'missing' | { readonly error: string };

/** The skus the page's prices asked for that have no product, and why. */
export const $skuLookups = map<Record<string, SkuLookup>>({});

export const resetSkuLookups = onReset(() => $skuLookups.set({}));
