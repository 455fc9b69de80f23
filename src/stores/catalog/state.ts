import { map } from 'nanostores';
import { onReset } from '../seam';

/** What the widgets need of a product: its id, price and cross-sell (SPEC point 3). */
export interface CatalogProduct {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly type: string;
  /** Major units in `currency`. */
  readonly price: number;
  readonly salePrice?: number;
  readonly currency: string;
  readonly crossSellProductId?: string;
  readonly stockStatus?: string;
  /** `2027-02-15`: a book not out yet (its delivery estimate starts then). */
  readonly prereleaseDate?: string;
}

export interface Catalog {
  status: 'idle' | 'loading' | 'ready' | 'error';
  bySku: Readonly<Record<string, CatalogProduct>>;
  error: string | null;
}

const initial = (): Catalog => ({ status: 'idle', bySku: {}, error: null });

/** The product list, fetched once per page and shared (AddToCart finds products here). */
export const $catalog = map<Catalog>(initial());

export const resetCatalog = onReset(() => $catalog.set(initial()));
