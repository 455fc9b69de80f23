import type { ReadableAtom } from 'nanostores';
import { shownPrice } from '../../domain/price';
import type { ShownPrice } from '../../domain/price';
import { productStore } from './by-sku';

/** A product's price as a widget shows it, once the product is there. */
export type ProductPrice =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  /** No product with that sku in the store. */
  | { readonly status: 'unknown' }
  | ({ readonly status: 'ready'; readonly currency: string } & ShownPrice);

const bySku = new Map<string, ReadableAtom<ProductPrice>>();

/**
 * The price of the product with `sku` for the reader (their plan's member price, a sale),
 * one store per sku. The first widget that shows one asks for the product, together with
 * every other sku the page's widgets show in the same task (see requestProduct).
 */
export function productPrice(sku: string): ReadableAtom<ProductPrice> {
  const known = bySku.get(sku);
  if (known) return known;
  const $price = productStore(sku, (found, plan): ProductPrice => {
    if (found.status !== 'ready') return found;
    const { product } = found;
    return { status: 'ready', currency: product.currency, ...shownPrice(product, plan) };
  });
  bySku.set(sku, $price);
  return $price;
}
