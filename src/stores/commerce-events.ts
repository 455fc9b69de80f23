import {
  itemsValue,
  lineChange,
  lineItem,
  orderItem,
  subscriptionDetail,
} from '@domain/commerce-events';
import type { CheckoutStep, CommerceDetail, CommerceEventName } from '@domain/commerce-events';
import type { LineGroup } from '@domain/cart-groups';
import type { LineChange } from '@domain/cart-pairs';
import type { Plan } from '@domain/membership';
import type { StoreOrder } from '@api/storefront/types';
import { config } from './connections';
import type { CartLine, CartView } from './cart/view';
import type { pushToDataLayer } from './data-layer';

let dataLayer: Promise<{ pushToDataLayer: typeof pushToDataLayer }> | undefined;

// Fetched on a page's first event (tell-later.ts); the cart, checkout, user and membership
// stores tell through it, the widgets never.

/**
 * Tells the page of a commerce event: `mw:<name>` on `document` always and, when the page
 * settings name a data layer, GA4's shape pushed there once the reader allows statistics
 * (data-layer.ts, fetched only by such a page).
 */
export function tell(name: CommerceEventName, detail: CommerceDetail): void {
  document.dispatchEvent(new CustomEvent(`mw:${name}`, { detail }));
  const setting = config().dataLayer;
  if (!setting) return;
  dataLayer ??= import('./data-layer');
  void dataLayer.then((module) => module.pushToDataLayer(setting, name, detail));
}

/** A cart line went from `from` to `to` of its product. */
export function tellLineChange(line: CartLine, from: number, to: number, currency: string) {
  const change = lineChange(line, from, to, currency);
  if (change) tell(change.name, change.detail);
}

/** The lines of `groups` changed as `changes` say (a line with its companions). */
export function tellGroupChange(
  groups: readonly LineGroup<CartLine>[],
  changes: readonly LineChange[],
  currency: string,
): void {
  const lines = groups.flatMap((group) => [group.line, ...group.companions]);
  for (const change of changes) {
    const line = lines.find((candidate) => candidate.id === change.id);
    if (line) tellLineChange(line, change.from, change.to, currency);
  }
}

/** `quantity` of a product came into `cart` (its line as the store answered it). */
export function tellAdded(cart: CartView | null, productId: string, quantity: number): void {
  const line = cart?.items.find((item) => item.productId === productId);
  if (cart && line) tellLineChange(line, 0, quantity, cart.currency);
}

/** The line `id` of `before` (the cart shown when the change was asked) went to `quantity`. */
export function tellQuantity(before: CartView | null, id: string, quantity: number): void {
  const line = before?.items.find((item) => item.id === id);
  if (before && line) tellLineChange(line, line.quantity, quantity, before.currency);
}

/** What the checkout holds now, as an event's detail. */
const cartDetail = (cart: CartView): CommerceDetail => {
  const items = cart.items.map((line) => lineItem(line, line.quantity));
  return { currency: cart.currency, value: itemsValue(items), items };
};

/** A checkout step was shown with `cart` in it (nothing for an empty cart). */
export function tellCheckoutStep(step: CheckoutStep, cart: CartView | null): void {
  if (!cart || cart.items.length === 0) return;
  const paymentType = step === 'confirmation' ? cart.billing.method : undefined;
  tell('checkout-step', {
    step,
    ...cartDetail(cart),
    ...(cart.couponCode ? { coupon: cart.couponCode } : {}),
    ...(paymentType ? { paymentType } : {}),
  });
}

/** An order was placed. */
export function tellPurchase(order: StoreOrder): void {
  tell('purchase', {
    orderId: order.id,
    orderNumber: order.number,
    currency: order.currency ?? 'USD',
    value: order.grand_total ?? 0,
    tax: order.tax_total ?? 0,
    shipping: order.shipment_total ?? 0,
    ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
    items: order.items.map(orderItem),
  });
}

/** A plan was bought. */
export function tellSubscribe(
  plan: Plan,
  planId: string,
  subscription: { readonly id: string; readonly price: number; readonly currency: string },
): void {
  tell('subscribe', subscriptionDetail(plan, planId, subscription));
}
