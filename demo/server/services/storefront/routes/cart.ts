import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import { CART_NOT_FOUND } from '../../../../../src/domain';
import { addLines, changeLine, rateShipment, viewCart } from '../cart';
import { patchCart } from '../cart-patch';
import { orderView } from '../order-view';
import { submitOrder } from '../orders';
import { recoveredCartId, recoveryId } from '../recovery';
import { body, cartOf, query } from '../request';
import type { StoreRequest, StoreRoute } from '../request';
import * as schema from '../schemas';
import { STORE_SETTINGS } from '../settings';
import { findCoupon, updateSession } from '../store';
import type { CartState, SessionRow } from '../store';

/** The session's cart: items, coupon, checkout details, shipping and the order. */
export function cartRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  /** The priced cart, with the signed id that recovers it elsewhere. */
  const view = async (session: SessionRow, cart: CartState) => ({
    ...(await viewCart(db, session, cart, deps.now())),
    checkout_id: recoveryId(deps.secret, cart.id),
  });
  /** Saves a cart change and answers the priced cart. */
  const save = async (r: StoreRequest, cart: CartState) =>
    view(await updateSession(db, r.session.id, { cart }), cart);

  route('GET', '/cart', async (r) => (r.session.cart ? view(r.session, r.session.cart) : null));
  route('POST', '/cart/items', async (r) => {
    const item = await body(r, schema.newItem);
    const cart = cartOf(r);
    return save(r, { ...cart, items: await addLines(db, cart, [item]) });
  });
  route('PUT', '/cart/items', async (r) => {
    const items = await body(r, schema.itemList);
    const cart = cartOf(r);
    return save(r, { ...cart, items: await addLines(db, { ...cart, items: [] }, items) });
  });
  route('PUT', '/cart/items/:id', async (r) => {
    const patch = await body(r, schema.itemPatch);
    const cart = cartOf(r);
    return save(r, {
      ...cart,
      items: await changeLine(db, cart, r.params.id ?? '', patch.quantity),
    });
  });
  route('DELETE', '/cart/items/:id', async (r) => {
    const cart = cartOf(r);
    return save(r, { ...cart, items: await changeLine(db, cart, r.params.id ?? '', 0) });
  });
  route('PUT', '/cart', async (r) => {
    const patch = await body(r, schema.cartPatch);
    return save(r, await patchCart(db, r, cartOf(r), patch, deps.now()));
  });
  // A session recovers its own cart by id; another cart only through its signed recovery id
  // (checkout_id): a cart id alone, seen in a log or over a shoulder, takes nobody's cart.
  route('PUT', '/cart/recover/:id', async (r) => {
    const id = r.params.id ?? '';
    if (r.session.cart?.id === id) return view(r.session, r.session.cart);
    const cartId = recoveredCartId(deps.secret, id);
    const [row] = cartId
      ? await db.query<{ id: string; cart: CartState }>(
          "SELECT id, cart FROM store_sessions WHERE cart ->> 'id' = $1",
          [cartId],
        )
      : [];
    if (!row) throw storeError(404, CART_NOT_FOUND, 'not_found', 'id');
    await db.query('UPDATE store_sessions SET cart = NULL WHERE id = $1', [row.id]);
    return save(r, row.cart);
  });
  route('PUT', '/cart/coupon', async (r) => {
    const { code } = await body(r, schema.couponBody);
    const coupon = await findCoupon(db, code, deps.now());
    if (!coupon) throw storeError(400, `Invalid coupon code: ${code}`, 'invalid', 'code');
    return save(r, { ...cartOf(r), coupon_code: coupon.code });
  });
  route('DELETE', '/cart/coupon', async (r) => save(r, { ...cartOf(r), coupon_code: null }));
  route('POST', '/cart/giftcards', async (r) => {
    const { code } = await body(r, schema.couponBody);
    // The demo store sells no gift cards, so every code is unknown.
    throw storeError(400, `Invalid gift card code: ${code}`, 'invalid', 'code');
  });
  route('DELETE', '/cart/giftcards/:id', async (r) => {
    throw storeError(404, `Gift card not found: ${r.params.id}`, 'not_found', 'id');
  });
  route('GET', '/cart/shipment-rating', async (r) => {
    const cart = cartOf(r);
    return save(r, { ...cart, shipment_rating: rateShipment(r.session, cart) });
  });
  route('POST', '/cart/order', async (r) => {
    const order = await submitOrder(db, r.session, cartOf(r), deps.now(), deps.publicUrl);
    await updateSession(db, r.session.id, { cart: null, last_order_id: order.id as string });
    return orderView(order);
  });
  route('GET', '/cart/order', async (r) => {
    const id = (query(r.url).checkout_id as string | undefined) ?? r.session.last_order_id;
    if (!id || id !== r.session.last_order_id) return null;
    const [order] = await db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [
      id,
    ]);
    return order ? orderView(order) : null;
  });
  route('GET', '/cart/settings', async () => ({
    enabled: true,
    guest_checkout: true,
    currency: STORE_SETTINGS.currency,
  }));
}
