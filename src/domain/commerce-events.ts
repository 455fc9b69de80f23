import { PLAN_NAMES } from './membership';
import type { Plan } from './membership';
import { fromCents } from './money';

/**
 * The commerce events the widgets dispatch on `document` for a publisher's analytics, each as
 * `mw:<name>` with its detail: what was bought or chosen, never who (no email, name or
 * address), as GA4's ecommerce schema names it.
 */
export const COMMERCE_EVENTS = [
  'cart-add',
  'cart-remove',
  'checkout-step',
  'purchase',
  'signup',
  'subscribe',
] as const;
export type CommerceEventName = (typeof COMMERCE_EVENTS)[number];

/** The checkout's steps after the cart, as `mw:checkout-step` names the one shown. */
export type CheckoutStep = 'details' | 'payment' | 'confirmation';

/** One product of an event, amounts in major units (44.5 for $44.50). */
export interface CommerceItem {
  readonly sku: string;
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
  /** The product's type (book, ebook, membership, ...). */
  readonly type: string;
}

/** An event's detail; which keys an event carries is in the README's table. */
export interface CommerceDetail {
  readonly currency?: string;
  /** What the items are worth together (a purchase: its total). */
  readonly value?: number;
  readonly items?: readonly CommerceItem[];
  readonly step?: CheckoutStep;
  readonly orderId?: string;
  readonly orderNumber?: string;
  readonly tax?: number;
  readonly shipping?: number;
  readonly coupon?: string;
  /** `mw:checkout-step` on the review: how the shopper pays (`card`, `paypal`, ...). */
  readonly paymentType?: string;
  /** `mw:signup`: always `email`. */
  readonly method?: string;
  /** `mw:subscribe`: the store's plan id (`member-yearly`). */
  readonly plan?: string;
}

/** A cart line as the stores hold it: unit price in cents. */
export interface PricedLine {
  readonly sku: string;
  readonly name: string;
  readonly price: number;
  readonly productType: string;
}

/** An item of `quantity` of a line. */
export const lineItem = (line: PricedLine, quantity: number): CommerceItem => ({
  sku: line.sku,
  name: line.name,
  price: fromCents(line.price),
  quantity,
  type: line.productType,
});

/** A line of a placed order as the store answers it, amounts in major units. */
export interface OrderLine {
  readonly product_id: string;
  readonly quantity: number;
  readonly price: number;
  /** An order keeps its product's sku, name and type on the line... */
  readonly sku?: string;
  readonly name?: string;
  readonly type?: string;
  /** ...a cart's line names them in its product. */
  readonly product?: {
    readonly sku?: string;
    readonly name?: string;
    readonly type?: string;
    readonly content?: { readonly productType?: string } | null;
  };
}

/** An item of a placed order's line, wherever the store put the product's names. */
export const orderItem = (line: OrderLine): CommerceItem => ({
  sku: line.sku ?? line.product?.sku ?? line.product_id,
  name: line.name ?? line.product?.name ?? '',
  price: line.price,
  quantity: line.quantity,
  type: line.type ?? line.product?.content?.productType ?? line.product?.type ?? '',
});

/** What a list of items is worth, rounded to the cent. */
export const itemsValue = (items: readonly CommerceItem[]): number =>
  Math.round(items.reduce((sum, item) => sum + item.price * item.quantity * 100, 0)) / 100;

/**
 * A line's quantity changed from `from` to `to`: `cart-add` of what came, `cart-remove` of
 * what went, or nothing.
 */
export function lineChange(
  line: PricedLine,
  from: number,
  to: number,
  currency: string,
): { name: CommerceEventName; detail: CommerceDetail } | undefined {
  if (to === from) return undefined;
  const items = [lineItem(line, Math.abs(to - from))];
  return {
    name: to > from ? 'cart-add' : 'cart-remove',
    detail: { currency, value: itemsValue(items), items },
  };
}

/** A plan bought (`mw:subscribe`): the store's plan id and subscription, its price for one period. */
export function subscriptionDetail(
  plan: Plan,
  planId: string,
  subscription: { readonly id: string; readonly price: number; readonly currency: string },
): CommerceDetail {
  const items = [
    {
      sku: planId,
      name: PLAN_NAMES[plan],
      price: subscription.price,
      quantity: 1,
      type: 'membership',
    },
  ];
  return {
    plan: planId,
    orderId: subscription.id,
    currency: subscription.currency,
    value: subscription.price,
    items,
  };
}
