import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { DEFAULT_MESSAGE } from '../../domain/messages';
import { shownPrice } from '../../domain/price';
import type { ShownPrice } from '../../domain/price';
import { $plan } from '../user/state';
import { loadWhenShown } from '../load-when-shown';
import { loadCatalog } from './actions';
import { $catalog } from './state';

/** A product's price as a widget shows it, once the product list is there. */
export type ProductPrice =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  /** No product with that sku in the store. */
  | { readonly status: 'unknown' }
  | ({ readonly status: 'ready'; readonly currency: string } & ShownPrice);

const bySku = new Map<string, ReadableAtom<ProductPrice>>();

/**
 * The price of the product with `sku` for the reader (their plan's member price, a sale),
 * one store per sku. The first widget that shows one loads the product list (once per page,
 * shared by every price and AddToCart).
 */
export function productPrice(sku: string): ReadableAtom<ProductPrice> {
  const known = bySku.get(sku);
  if (known) return known;
  const $price = computed([$catalog, $plan], (catalog, plan): ProductPrice => {
    if (catalog.status === 'error') {
      return { status: 'error', message: catalog.error ?? DEFAULT_MESSAGE };
    }
    if (catalog.status !== 'ready') return { status: 'loading' };
    const product = catalog.bySku[sku];
    if (!product) return { status: 'unknown' };
    return { status: 'ready', currency: product.currency, ...shownPrice(product, plan) };
  });
  loadWhenShown($price, loadCatalog);
  bySku.set(sku, $price);
  return $price;
}
