import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { priceTeaser } from '../../domain/price-teaser';
import type { PriceTeaser } from '../../domain/price-teaser';
import { $plan } from '../user/state';
import { loadWhenShown } from '../load-when-shown';
import { loadCatalog } from './actions';
import { $catalog } from './state';

/** The member price teaser of a product, as PriceTeaser shows it. */
export type ProductTeaser =
  | { readonly status: 'loading' }
  /** The product list failed, or has no such sku: the PriceTag beside it says which. */
  | { readonly status: 'unavailable'; readonly unknownSku: boolean }
  | ({ readonly status: 'ready'; readonly currency: string } & PriceTeaser);

const bySku = new Map<string, ReadableAtom<ProductTeaser>>();

/**
 * What members pay for the product with `sku` (a visitor) or what the reader's plan saves on
 * it (a member), one store per sku, following the plan as it changes. The product list is the
 * page's one catalogue load, shared with PriceTag and AddToCart.
 */
export function productTeaser(sku: string): ReadableAtom<ProductTeaser> {
  const known = bySku.get(sku);
  if (known) return known;
  const $teaser = computed([$catalog, $plan], (catalog, plan): ProductTeaser => {
    if (catalog.status === 'error') return { status: 'unavailable', unknownSku: false };
    if (catalog.status !== 'ready') return { status: 'loading' };
    const product = catalog.bySku[sku];
    if (!product) return { status: 'unavailable', unknownSku: true };
    return { status: 'ready', currency: product.currency, ...priceTeaser(product, plan) };
  });
  loadWhenShown($teaser, loadCatalog);
  bySku.set(sku, $teaser);
  return $teaser;
}
