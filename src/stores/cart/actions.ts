import * as api from '@api/storefront/cart';
import type { Params } from '@api/storefront/client';
import { userMessage } from '@domain/messages';
import type { OptionChoice } from '@domain/product-options';
import { productById, productBySku } from '../catalog/actions';
import { tellLater } from '../tell-later';
import { loadStoreMoney } from '../store-money';
import { $cart } from './state';
import { runCart } from './run';
import type { CartView } from './view';

/**
 * Loads the session's cart (none yet is an empty cart, not an error), and beside it the
 * store's money settings, so its amounts first show in the store's locale.
 */
export const loadCart = (): Promise<CartView | null> =>
  runCart(async (sf) => (await Promise.all([api.getCart(sf), loadStoreMoney()]))[0], {
    read: true,
  });

/** Loads the cart once per page (showing `$cartSummary` calls this). */
export function ensureCart(): Promise<CartView | null> {
  const state = $cart.get();
  if (state.loaded || state.loading) return Promise.resolve(state.cart);
  return loadCart();
}

/** What a shopper chose of a product's options, as the store takes it: by name, or a variant. */
export interface ItemChoice {
  readonly options?: OptionChoice;
  readonly variant_id?: string;
}

/**
 * Adds a product by sku (SPEC point 7): the product is found in the product list; an unknown
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
  const crossSell = product.crossSellProductId && productById(product.crossSellProductId);
  if (!crossSell) return cart;
  // The product the reader asked for is in; a missing companion must not report a failure
  // (the reader would click again and get the product twice).
  return runCart((sf) => api.addCartItem(sf, { product_id: crossSell.id, quantity })).then(
    (withCompanion) => {
      tellLater((events) => events.tellAdded(withCompanion, crossSell.id, quantity));
      return withCompanion;
    },
    (error: unknown) => {
      console.warn('[widgets] the cross-sell product could not be added:', error);
      return $cart.get().cart ?? cart;
    },
  );
}

/** Sets a line's quantity (0 removes it). */
export async function updateItem(id: string, quantity: number): Promise<CartView | null> {
  const before = $cart.get().cart;
  const cart = await runCart((sf) =>
    quantity > 0 ? api.updateCartItem(sf, id, { quantity }) : api.removeCartItem(sf, id),
  );
  tellLater((events) => events.tellQuantity(before, id, quantity));
  return cart;
}

export const removeItem = (id: string): Promise<CartView | null> => updateItem(id, 0);

/** Replaces every item; `setItems([])` empties the cart. */
export const setItems = (items: readonly api.NewItem[]): Promise<CartView | null> =>
  runCart((sf) => api.setCartItems(sf, items));

/** Applies a coupon, with its own validating flag and error (SPEC point 4). */
export async function applyCoupon(code: string): Promise<CartView | null> {
  $cart.setKey('coupon', { validating: true, error: null });
  try {
    const cart = await runCart((sf) => api.applyCoupon(sf, code.trim()));
    $cart.setKey('coupon', { validating: false, error: null });
    return cart;
  } catch (error) {
    // The coupon's error is the coupon field's, not the whole cart's.
    $cart.set({
      ...$cart.get(),
      error: null,
      coupon: { validating: false, error: userMessage(error) },
    });
    throw error;
  }
}

export async function removeCoupon(): Promise<CartView | null> {
  const cart = await runCart((sf) => api.removeCoupon(sf));
  $cart.setKey('coupon', { validating: false, error: null });
  return cart;
}
