import type { z } from 'zod';
import { destinationChanged } from '@domain';
import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { cardOf } from './cards';
import { addLines } from './cart';
import { checkFirstOrder } from './first-order';
import { claimIntent, namedIntent } from './intent-claims';
import type { StoreRequest } from './request';
import type { cartPatch } from './schemas';
import { orderEmail } from './orders';
import { currencySetting } from './settings';
import { findCoupon } from './store';
import type { CartState } from './store';

type CartPatch = z.infer<typeof cartPatch>;

function withShipping(cart: CartState, patch: CartPatch['shipping']): CartState {
  if (patch === undefined) return cart;
  if (patch === null) return { ...cart, shipping: {}, shipment_rating: null };
  // `service: null` is how a client says "none chosen".
  const { service, ...address } = patch;
  const chosen = service === undefined ? cart.shipping?.service : (service ?? undefined);
  if (!destinationChanged(cart.shipping, address)) {
    return { ...cart, shipping: { ...cart.shipping, ...address, service: chosen } };
  }
  // A new destination has other services: the chosen one and the rating no longer hold,
  // unless the same patch chooses a service for it.
  return {
    ...cart,
    shipping: { ...cart.shipping, ...address, service: service ?? undefined },
    shipment_rating: null,
  };
}

async function withBilling(db: Db, cart: CartState, patch: CartPatch['billing']) {
  if (patch === undefined) return cart;
  if (patch === null) return { ...cart, billing: {} };
  const billing = { ...(cart.billing ?? {}), ...patch };
  const intent = namedIntent(patch);
  if (intent) await claimIntent(db, intent, cart.id);
  const token = patch.card?.token;
  return { ...cart, billing: token ? { ...billing, card: await cardOf(db, token) } : billing };
}

/** PUT /cart: applies a patch to the session's cart; prices are never part of it. */
export async function patchCart(
  db: Db,
  r: StoreRequest,
  cart: CartState,
  patch: CartPatch,
  now: Date,
): Promise<CartState> {
  let next = cart;
  if (patch.items)
    next = { ...next, items: await addLines(db, { ...next, items: [] }, patch.items) };
  if (patch.account !== undefined) {
    // A logged-in session keeps its own account on the cart.
    next = r.account
      ? { ...next, account: { id: r.account.id, email: r.account.email } }
      : { ...next, account: patch.account };
  }
  if (patch.coupon_code !== undefined) {
    const coupon = patch.coupon_code ? await findCoupon(db, patch.coupon_code, now) : undefined;
    if (patch.coupon_code && !coupon) {
      throw storeError(400, `Invalid coupon code: ${patch.coupon_code}`, 'invalid', 'coupon_code');
    }
    const customer = { accountId: r.session.account_id, email: orderEmail(next) };
    await checkFirstOrder(db, coupon, customer, 'coupon_code');
    next = { ...next, coupon_code: patch.coupon_code };
  }
  next = await withBilling(db, next, patch.billing);
  next = withShipping(next, patch.shipping);
  if (patch.shipment_rating === null) next = { ...next, shipment_rating: null };
  if (patch.metadata !== undefined) {
    next = { ...next, metadata: { ...(next.metadata ?? {}), ...(patch.metadata ?? {}) } };
  }
  if (patch.currency && currencySetting(patch.currency)) {
    next = { ...next, currency: patch.currency.toUpperCase() };
  }
  return next;
}
