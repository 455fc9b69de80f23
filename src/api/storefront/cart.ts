import { cachedGet, call, cartCall } from './client';
import type { Params, Storefront } from './client';
import type { StoreCart, StoreOrder } from './types';

/** Item options may be given as `{ color: 'red' }`; the store wants `[{ id, value }]`. */
export const toItemOptions = (
  options: Readonly<Record<string, string>> | readonly { id: string; value: string }[] | undefined,
): { id: string; value: string }[] | undefined =>
  options === undefined
    ? undefined
    : Array.isArray(options)
      ? [...options]
      : Object.entries(options).map(([id, value]) => ({ id, value: String(value) }));

export interface NewItem {
  readonly product_id: string;
  readonly quantity: number;
  readonly options?: Readonly<Record<string, string>> | readonly { id: string; value: string }[];
  /** A variant by id: the store takes its option values as the choice. */
  readonly variant_id?: string;
  readonly metadata?: Params;
}

/** GET /cart; `uncached` asks the store for a fresh copy. Cart reads also queue behind writes. */
export const getCart = (sf: Storefront, uncached = false): Promise<StoreCart | null> =>
  cartCall(sf, 'get', 'cart', uncached ? { $uncached: true } : undefined);

/** POST /cart/items. */
export const addCartItem = (sf: Storefront, item: NewItem): Promise<StoreCart> =>
  cartCall(sf, 'post', 'cart/items', { ...item, options: toItemOptions(item.options) } as Params);

/** PUT /cart/items/{id}. */
export const updateCartItem = (
  sf: Storefront,
  id: string,
  patch: { quantity: number },
): Promise<StoreCart> => cartCall(sf, 'put', `cart/items/${encodeURIComponent(id)}`, patch);

/**
 * PUT /cart/items: replaces every item (`setItems([])` empties the cart). The body is the list
 * itself, as SPEC point 7 and the official client send it; the transport's type names objects.
 */
export const setCartItems = (sf: Storefront, items: readonly NewItem[]): Promise<StoreCart> =>
  cartCall(
    sf,
    'put',
    'cart/items',
    items.map((i) => ({ ...i, options: toItemOptions(i.options) })) as unknown as Params,
  );

/** DELETE /cart/items/{id}. */
export const removeCartItem = (sf: Storefront, id: string): Promise<StoreCart> =>
  cartCall(sf, 'delete', `cart/items/${encodeURIComponent(id)}`);

/** PUT /cart/recover/{id}: takes over an abandoned cart. */
export const recoverCart = (sf: Storefront, id: string): Promise<StoreCart> =>
  cartCall(sf, 'put', `cart/recover/${encodeURIComponent(id)}`);

/** PUT /cart: items, account, billing, shipping, shipment_rating, metadata. */
export const updateCart = (sf: Storefront, patch: Params): Promise<StoreCart> =>
  cartCall(sf, 'put', 'cart', patch);

/** PUT /cart/coupon. */
export const applyCoupon = (sf: Storefront, code: string): Promise<StoreCart> =>
  cartCall(sf, 'put', 'cart/coupon', { code });

/** DELETE /cart/coupon. */
export const removeCoupon = (sf: Storefront): Promise<StoreCart> =>
  cartCall(sf, 'delete', 'cart/coupon');

/** POST /cart/giftcards. */
export const applyGiftcard = (sf: Storefront, code: string): Promise<StoreCart> =>
  cartCall(sf, 'post', 'cart/giftcards', { code });

/** DELETE /cart/giftcards/{id}. */
export const removeGiftcard = (sf: Storefront, id: string): Promise<StoreCart> =>
  cartCall(sf, 'delete', `cart/giftcards/${encodeURIComponent(id)}`);

/** GET /cart/shipment-rating: the cart with `shipment_rating.services`. */
export const getShipmentRating = (sf: Storefront): Promise<StoreCart> =>
  cartCall(sf, 'get', 'cart/shipment-rating');

/** POST /cart/order: the store turns the cart into an order. */
export const submitOrder = (sf: Storefront): Promise<StoreOrder> =>
  cartCall(sf, 'post', 'cart/order');

/** GET /cart/order: the order just submitted, optionally by checkout id. */
export const getCartOrder = (sf: Storefront, checkoutId?: string): Promise<StoreOrder | null> =>
  call(sf, 'get', 'cart/order', checkoutId ? { checkout_id: checkoutId } : undefined);

/** GET /cart/settings (cached). */
export const getCartSettings = (sf: Storefront): Promise<Record<string, unknown>> =>
  cachedGet(sf, 'cart/settings');
