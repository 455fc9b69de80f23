import type { ItemOption, StoreCart } from '@api/storefront/types';
import { toCents } from '@domain/money';
import { firstImageUrl } from '@domain/product-image';
import { productTypeOf } from '@domain/product-type';

/** A cart line as the widgets show it: amounts in cents (SPEC point 3). */
export interface CartLine {
  readonly id: string;
  readonly productId: string;
  readonly sku: string;
  readonly name: string;
  readonly productType: string;
  readonly quantity: number;
  readonly price: number;
  readonly priceTotal: number;
  readonly discountTotal: number;
  /** The shopper's choice of the product's options (a ticket's tier), as the store named it. */
  readonly options?: readonly ItemOption[];
  /** The product's first image, when the store names one. */
  readonly image?: string | undefined;
  /** The product that comes with this line's, when the store says so on the line. */
  readonly crossSellProductId?: string | undefined;
}

/** Checkout details kept in the cart's metadata (SPEC point 3). */
export interface CartDetails {
  readonly email?: string;
  readonly shippingAddress?: Record<string, string>;
  readonly billingAddress?: Record<string, string>;
  readonly sameAddress?: boolean;
  readonly attendees?: readonly string[];
}

/** The widget-side cart: what the store answered, in cents. */
export interface CartView {
  readonly id: string | undefined;
  readonly items: readonly CartLine[];
  /** The cart's currency, the store's default (USD) when its answer names none. */
  readonly currency: string;
  /** The currency the store's answer names, if it does: a payment flow's default applies without. */
  readonly namedCurrency?: string;
  readonly subTotal: number;
  readonly discountTotal: number;
  readonly shipmentTotal: number;
  readonly total: number;
  /** Major units, as the gateways want them. */
  readonly captureTotal: number;
  readonly couponCode: string | null;
  readonly discounts: readonly {
    readonly id: string;
    readonly type: string;
    readonly amount: number;
  }[];
  readonly promotions: {
    readonly results: readonly { readonly id: string; readonly name?: string }[];
  };
  readonly metadata: { readonly details?: CartDetails };
  readonly account: StoreCart['account'] | null;
  readonly accountId: string | null;
  readonly guest: boolean;
  readonly shipping: NonNullable<StoreCart['shipping']>;
  readonly billing: NonNullable<StoreCart['billing']>;
  readonly shipmentRating: NonNullable<StoreCart['shipment_rating']>['services'] | null;
}

/** Maps the Storefront API's cart (major units) to the widget view (cents). */
export function toCartView(cart: StoreCart): CartView {
  const cents = (value: number | undefined) => toCents(value ?? 0);
  return {
    id: cart.id,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      sku: item.product?.sku ?? item.product_id,
      name: item.product?.name ?? '',
      productType: productTypeOf(item.product),
      quantity: item.quantity,
      price: cents(item.price),
      priceTotal: cents(item.price_total),
      discountTotal: cents(item.discount_total),
      ...(item.options?.length ? { options: item.options } : {}),
      image: firstImageUrl(item.product?.images),
      crossSellProductId: item.product?.cross_sell_product_id ?? undefined,
    })),
    currency: cart.currency ?? 'USD',
    ...(cart.currency ? { namedCurrency: cart.currency.toUpperCase() } : {}),
    subTotal: cents(cart.sub_total),
    discountTotal: cents(cart.discount_total),
    shipmentTotal: cents(cart.shipment_total),
    total: cents(cart.grand_total),
    captureTotal: cart.capture_total ?? cart.grand_total ?? 0,
    couponCode: cart.coupon_code ?? null,
    discounts: (cart.discounts ?? []).map((d) => ({ ...d, amount: cents(d.amount) })),
    promotions: { results: cart.promotions?.results ?? [] },
    metadata: { details: (cart.metadata?.details as CartDetails | undefined) ?? undefined },
    account: cart.account ?? null,
    accountId: cart.account_id ?? null,
    guest: cart.guest ?? !cart.account_id,
    shipping: cart.shipping ?? {},
    billing: cart.billing ?? {},
    shipmentRating: cart.shipment_rating?.services ?? null,
  };
}
