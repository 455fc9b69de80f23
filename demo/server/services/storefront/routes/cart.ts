import type { Db } from '../../../backend/db';
import type { BackendDeps } from '../../../backend/deps';
import { storeError } from '../../../backend/http';
import { CART_NOT_FOUND } from '@domain';
import { addLines, changeLine, rateShipment, viewCart } from '../cart';
import { checkCartBounds } from '../cart-bounds';
import { patchCart } from '../cart-patch';
import { orderView } from '../order-view';
import { checkFirstOrder } from '../first-order';
import { orderEmail, submitOrder } from '../orders';
import { recoveredCartId, recoveryId } from '../recovery';
import { body, cartOf, query } from '../request';
import type { StoreRequest, StoreRoute } from '../request';
import * as schema from '../schemas';
import { STORE_SETTINGS } from '../settings';
import { findCoupon, lockSession, updateSession } from '../store';
import type { CartState, SessionRow } from '../store';

/** The session's cart: items, coupon, checkout details, shipping and the order. */
export function cartRoutes(route: StoreRoute, deps: BackendDeps): void {
  const { db } = deps;
  /** The priced cart, with the signed id that recovers it elsewhere. */
  const view = async (session: SessionRow, cart: CartState) => ({
    ...(await viewCart(db, session, cart, deps.now())),
    checkout_id: recoveryId(deps.secret, cart.id),
  });
  /**
   * Changes the session's cart and answers it priced: `next` gets the cart as it is now, read
   * under the session's row lock, and its result is written in the same transaction. Every
   * query of `next` goes through `tx`.
   */
  const change = async (
    r: StoreRequest,
    next: (tx: Db, cart: CartState) => CartState | Promise<CartState>,
  ) => {
    const { session, cart } = await db.transaction(async (tx) => {
      const locked = await lockSession(tx, r.session.id);
      const before = cartOf({ ...r, session: locked });
      const cart = await next(tx, before);
      // Every way of filling a cart passes here: adds, list replaces, patches, recovery.
      checkCartBounds(before, cart);
      return { session: await updateSession(tx, r.session.id, { cart }), cart };
    });
    return view(session, cart);
  };

  route('GET', '/cart', async (r) => (r.session.cart ? view(r.session, r.session.cart) : null));
  route('POST', '/cart/items', async (r) => {
    const item = await body(r, schema.newItem);
    return change(r, async (tx, cart) => ({ ...cart, items: await addLines(tx, cart, [item]) }));
  });
  route('PUT', '/cart/items', async (r) => {
    const items = await body(r, schema.itemList);
    return change(r, async (tx, cart) => ({
      ...cart,
      items: await addLines(tx, { ...cart, items: [] }, items),
    }));
  });
  route('PUT', '/cart/items/:id', async (r) => {
    const patch = await body(r, schema.itemPatch);
    return change(r, async (tx, cart) => ({
      ...cart,
      items: await changeLine(tx, cart, r.params.id ?? '', patch.quantity),
    }));
  });
  route('DELETE', '/cart/items/:id', async (r) =>
    change(r, async (tx, cart) => ({
      ...cart,
      items: await changeLine(tx, cart, r.params.id ?? '', 0),
    })),
  );
  route('PUT', '/cart', async (r) => {
    const patch = await body(r, schema.cartPatch);
    return change(r, (tx, cart) => patchCart(tx, r, cart, patch, deps.now()));
  });
  // A session recovers its own cart by id; another cart only through its signed recovery id
  // (checkout_id): a cart id alone, seen in a log or over a shoulder, takes nobody's cart.
  route('PUT', '/cart/recover/:id', async (r) => {
    const id = r.params.id ?? '';
    if (r.session.cart?.id === id) return view(r.session, r.session.cart);
    const cartId = recoveredCartId(deps.secret, id);
    if (!cartId) throw storeError(404, CART_NOT_FOUND, 'not_found', 'id');
    return change(r, async (tx) => {
      // Taken from its session and read in one statement: of two sessions recovering one
      // cart at once, the second finds it gone.
      const [taken] = await tx.query<{ cart: CartState }>(
        `UPDATE store_sessions s SET cart = NULL, updated_at = now()
         FROM (SELECT id, cart FROM store_sessions WHERE cart ->> 'id' = $1 FOR UPDATE) held
         WHERE s.id = held.id RETURNING held.cart`,
        [cartId],
      );
      if (!taken) throw storeError(404, CART_NOT_FOUND, 'not_found', 'id');
      return taken.cart;
    });
  });
  route('PUT', '/cart/coupon', async (r) => {
    const { code } = await body(r, schema.couponBody);
    const coupon = await findCoupon(db, code, deps.now());
    if (!coupon) throw storeError(400, `Invalid coupon code: ${code}`, 'invalid', 'code');
    return change(r, async (tx, cart) => {
      const customer = { accountId: r.session.account_id, email: orderEmail(cart) };
      await checkFirstOrder(tx, coupon, customer, 'code');
      return { ...cart, coupon_code: coupon.code };
    });
  });
  route('DELETE', '/cart/coupon', async (r) =>
    change(r, (_tx, cart) => ({ ...cart, coupon_code: null })),
  );
  route('POST', '/cart/giftcards', async (r) => {
    const { code } = await body(r, schema.couponBody);
    // The demo store sells no gift cards, so every code is unknown.
    throw storeError(400, `Invalid gift card code: ${code}`, 'invalid', 'code');
  });
  route('DELETE', '/cart/giftcards/:id', async (r) => {
    throw storeError(404, `Gift card not found: ${r.params.id}`, 'not_found', 'id');
  });
  route('GET', '/cart/shipment-rating', async (r) =>
    change(r, (_tx, cart) => ({ ...cart, shipment_rating: rateShipment(r.session, cart) })),
  );
  route('POST', '/cart/order', async (r) =>
    orderView(await submitOrder(db, r, deps.now(), deps.siteUrl)),
  );
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
