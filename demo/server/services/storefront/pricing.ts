import {
  convertAmount,
  countryByCode,
  fromCents,
  memberDiscounts,
  memberPromotion,
  toCents,
} from '@domain';
import type { ChosenOption, CurrencySetting, Plan, ProductOption } from '@domain';

// Pure: the one place the storefront turns a shopper's choices into money. Prices are kept in
// USD in the catalogue and converted per line; all sums are done in whole cents.

export interface CartLine {
  readonly id: string;
  readonly product_id: string;
  readonly quantity: number;
  /** As the store resolved the shopper's choice when the line was added. */
  readonly options?: readonly ChosenOption[];
  readonly variant_id?: string;
  readonly metadata?: Record<string, unknown>;
  /** Chosen subscription plan, for membership products. */
  readonly purchase_option?: { type: string; plan_id?: string };
}

export interface PricedProduct {
  readonly id: string;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly type: string;
  readonly price: number;
  readonly sale_price: number | null;
  readonly shippable: boolean;
  readonly options?: readonly ProductOption[];
  readonly purchase_options: {
    subscription?: { plans?: { id: string; price: number; name?: string }[] };
  };
  readonly images?: readonly unknown[];
  readonly cross_sell_product_id?: string | null;
}

export interface Coupon {
  readonly code: string;
  readonly name: string;
  readonly kind: 'percent' | 'fixed';
  readonly value: number;
  /** For a customer's first order only (WELCOME10). */
  readonly first_order?: boolean;
}

export interface ShippingService {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
}

export interface Shipping {
  readonly country?: string;
  readonly service?: string;
  readonly [field: string]: unknown;
}

export interface PricingInput {
  readonly lines: readonly CartLine[];
  readonly products: ReadonlyMap<string, PricedProduct>;
  readonly coupon?: Coupon;
  readonly plan?: Plan;
  readonly shipping?: Shipping;
  readonly currency: CurrencySetting;
}

const SERVICES: Readonly<Record<'domestic' | 'europe' | 'world', readonly ShippingService[]>> = {
  domestic: [
    { id: 'standard', name: 'Standard', description: '3 to 5 business days', price: 5.99 },
    { id: 'express', name: 'Express', description: '1 to 2 business days', price: 14.99 },
  ],
  europe: [
    { id: 'standard', name: 'Standard', description: '5 to 10 business days', price: 9.99 },
    { id: 'express', name: 'Express', description: '2 to 4 business days', price: 24.99 },
  ],
  world: [
    { id: 'standard', name: 'Standard', description: '10 to 21 business days', price: 14.99 },
    { id: 'express', name: 'Express courier', description: '3 to 6 business days', price: 34.99 },
  ],
};

/** Shipping services for a country, priced in the cart's currency; none without a country. */
export function shippingServices(
  country: string | undefined,
  currency: CurrencySetting,
): ShippingService[] {
  const entry = countryByCode(country);
  if (!entry || entry.disabled) return [];
  const zone = entry.value === 'US' ? 'domestic' : entry.EU ? 'europe' : 'world';
  return SERVICES[zone].map((s) => ({ ...s, price: convertAmount(s.price, currency) }));
}

/** What a line's chosen option values add, at the catalogue's prices of today. */
const optionsExtraCents = (product: PricedProduct, line: CartLine): number =>
  (line.options ?? []).reduce((sum, chosen) => {
    const value = product.options
      ?.find((option) => option.id === chosen.id)
      ?.values.find((v) => v.id === chosen.value_id);
    return sum + toCents(value?.price ?? 0);
  }, 0);

/**
 * The unit price of a line in USD: a subscription plan's price, else the sale price, plus what
 * its chosen options add.
 */
function unitPrice(product: PricedProduct, line: CartLine): number {
  const planId = line.purchase_option?.plan_id;
  const plan = planId
    ? product.purchase_options.subscription?.plans?.find((p) => p.id === planId)
    : undefined;
  const base = Number(plan?.price ?? product.sale_price ?? product.price);
  return fromCents(toCents(base) + optionsExtraCents(product, line));
}

/** The cart as the Storefront API shows it, every amount recomputed from the catalogue. */
export function priceCart(input: PricingInput) {
  const { currency } = input;
  const lines = input.lines.flatMap((line) => {
    const product = input.products.get(line.product_id);
    return product ? [{ line, product }] : [];
  });
  const priced = lines.map(({ line, product }) => {
    const price = convertAmount(unitPrice(product, line), currency);
    return { line, product, price, totalCents: toCents(price) * line.quantity };
  });
  const member = memberDiscounts(
    priced.map((p) => ({ sku: p.line.id, priceTotal: p.totalCents })),
    input.plan,
  );
  const memberCents = priced.map((_, i) => member[i]?.amount ?? 0);
  const subTotalCents = priced.reduce((sum, p) => sum + p.totalCents, 0);
  const afterMember = subTotalCents - memberCents.reduce((a, b) => a + b, 0);

  const coupon = input.coupon;
  const couponLineCents = priced.map((p, i) =>
    coupon?.kind === 'percent'
      ? Math.round(((p.totalCents - (memberCents[i] ?? 0)) * coupon.value) / 100)
      : 0,
  );
  const couponCents = coupon
    ? coupon.kind === 'percent'
      ? couponLineCents.reduce((a, b) => a + b, 0)
      : Math.min(afterMember, toCents(convertAmount(coupon.value, currency)))
    : 0;

  const shippable = priced.some((p) => p.product.shippable);
  const services = shippable ? shippingServices(input.shipping?.country, currency) : [];
  const service = services.find((s) => s.id === input.shipping?.service);
  const shipmentCents = service ? toCents(service.price) : 0;

  const promotion = memberPromotion(input.plan);
  const memberTotal = memberCents.reduce((a, b) => a + b, 0);
  const discounts = [
    ...(coupon && couponCents > 0
      ? [{ id: 'coupon', type: 'coupon', amount: fromCents(couponCents) }]
      : []),
    ...(promotion && memberTotal > 0
      ? [{ id: promotion.id, type: promotion.type, amount: fromCents(memberTotal) }]
      : []),
  ];
  const discountCents = memberTotal + couponCents;
  const grandCents = subTotalCents - discountCents + shipmentCents;

  return {
    currency: currency.code,
    items: priced.map(({ line, product, price, totalCents }, i) => {
      const lineDiscount = (memberCents[i] ?? 0) + (couponLineCents[i] ?? 0);
      return {
        ...line,
        price,
        price_total: fromCents(totalCents),
        discount_each: fromCents(Math.round(lineDiscount / line.quantity)),
        discount_total: fromCents(lineDiscount),
        // A line names its product's type as a store's content model does (SPEC point 3).
        product: {
          name: product.name,
          sku: product.sku,
          slug: product.slug,
          content: { productType: product.type },
          // What a cart shows beside the name, and which line a companion belongs to.
          images: (product.images ?? []).slice(0, 1),
          cross_sell_product_id: product.cross_sell_product_id ?? null,
        },
      };
    }),
    item_quantity: priced.reduce((sum, p) => sum + p.line.quantity, 0),
    sub_total: fromCents(subTotalCents),
    discounts,
    discount_total: fromCents(discountCents),
    coupon_code: coupon?.code ?? null,
    coupon: coupon ? { code: coupon.code, name: coupon.name } : null,
    promotions: {
      results: promotion
        ? [{ id: promotion.id, name: `${promotion.percent}% member discount (${promotion.plan})` }]
        : [],
    },
    shipment_total: fromCents(shipmentCents),
    shipment_price: fromCents(shipmentCents),
    shipping_required: shippable,
    tax_total: 0,
    tax_included_total: 0,
    grand_total: fromCents(grandCents),
    capture_total: fromCents(grandCents),
    auth_total: fromCents(grandCents),
  };
}

export type PricedCart = ReturnType<typeof priceCart>;
