import { priceTeaser } from '@domain/price-teaser';
import type { PriceTeaser } from '@domain/price-teaser';
import { productStores } from './price';

/** The member price teaser of a product, as PriceTeaser shows it. */
export type ProductTeaser =
  | { readonly status: 'loading' }
  /** The product could not be had, or the store has no such sku: the PriceTag beside it says which. */
  | { readonly status: 'unavailable'; readonly unknownSku: boolean }
  | ({ readonly status: 'ready'; readonly currency: string } & PriceTeaser);

/**
 * What members pay for the product with `sku` (a visitor) or what the reader's plan saves on
 * it (a member), one store per sku while a widget shows it, following the plan as it changes.
 * The product is asked for in the same batch as the page's PriceTags (see requestProduct).
 */
export const productTeaser = /* @__PURE__ */ productStores((found, plan): ProductTeaser => {
  if (found.status === 'loading') return found;
  if (found.status !== 'ready') {
    return { status: 'unavailable', unknownSku: found.status === 'unknown' };
  }
  const { product } = found;
  return { status: 'ready', currency: product.currency, ...priceTeaser(product, plan) };
});
