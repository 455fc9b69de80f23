import * as api from '@api/storefront/cart';
import type { Params } from '@api/storefront/client';
import type { OptionChoice } from '@domain/product-options';
import { productBySku } from '../catalog/price';
import { tellLater } from '../tell-later';
import { $cart } from './state';
import { runCart } from './run';
import type { CartView } from './view';

// Apart from the other cart actions: only the shop's buttons and the job form add by sku, and
// they load the page's batched product lookup (catalog/price.ts) anyway; in the shop core it
// would bring that lookup to every page with a cart.

/** What a shopper chose of a product's options, as the store takes it: by name, or a variant. */
export interface ItemChoice {
  readonly options?: OptionChoice;
  readonly variant_id?: string;
}

/**
 * Adds a product by sku (SPEC point 7): the product is asked for by its sku, in the batch the
 * page's prices go in (usually known already: the button's price asked for it); an unknown
 * sku fails silently (undefined). After the item, its cross-sell product is added with the
 * same quantity. The store resolves a choice of options to the line's variant.
 */
export async function addItem(
  sku: string,
  quantity = 1,
  metadata?: Params,
  choice: ItemChoice = {},
): Promise<CartView | null | undefined> {
  const product = await productBySku(sku);
  if (!product) return undefined;
  const cart = await runCart((sf) =>
    api.addCartItem(sf, {
      product_id: product.id,
      quantity,
      ...(metadata ? { metadata } : {}),
      ...choice,
    }),
  );
  tellLater((events) => events.tellAdded(cart, product.id, quantity));
  const crossSell = product.crossSellProductId;
  if (!crossSell) return cart;
  // The product the reader asked for is in; a missing companion must not report a failure
  // (the reader would click again and get the product twice).
  return runCart((sf) => api.addCartItem(sf, { product_id: crossSell, quantity })).then(
    (withCompanion) => {
      tellLater((events) => events.tellAdded(withCompanion, crossSell, quantity));
      return withCompanion;
    },
    (error: unknown) => {
      console.warn('[widgets] the cross-sell product could not be added:', error);
      return $cart.get().cart ?? cart;
    },
  );
}
