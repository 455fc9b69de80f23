/** A discount of the store's cart: type 'coupon' or 'promo-{id}' (SPEC point 3), in cents. */
export interface CartDiscount {
  readonly id: string;
  readonly type: string;
  readonly amount: number;
}

/** What the totals are read from: the store's own figures, in cents. */
export interface TotalsSource {
  readonly subTotal: number;
  readonly discounts: readonly CartDiscount[];
  readonly promotions: readonly { readonly id: string; readonly name?: string }[];
  readonly couponCode: string | null;
  readonly shipmentTotal: number;
  /** The chosen shipping service: shipping is known once one is chosen. */
  readonly shippingService?: string | null | undefined;
  readonly total: number;
}

/** One row of the totals; discounts are positive amounts taken off. */
export type TotalsRow =
  | { readonly kind: 'subtotal'; readonly amount: number }
  | { readonly kind: 'coupon'; readonly code: string; readonly amount: number }
  | {
      readonly kind: 'promotion';
      readonly id: string;
      readonly name: string | undefined;
      /** A member plan's discount (SPEC point 6: member discounts are promotions). */
      readonly member: boolean;
      readonly amount: number;
    }
  | { readonly kind: 'shipping'; readonly amount: number }
  | { readonly kind: 'total'; readonly amount: number };

/** The discount type of a member plan's promotion ('promo-member-{plan}'). */
const MEMBER_PROMOTION = /^promo-member-/;

export const isMemberDiscount = (discount: Pick<CartDiscount, 'type'>): boolean =>
  MEMBER_PROMOTION.test(discount.type);

/**
 * The totals as the store counted them: subtotal, the coupon with its code, each promotion
 * (member discounts among them) on its own row, shipping once a service is chosen or it
 * costs something, and the total. Every figure is the store's: the store already took the
 * discounts off its total, so nothing here is subtracted again.
 */
export function totalsRows(source: TotalsSource): TotalsRow[] {
  const rows: TotalsRow[] = [{ kind: 'subtotal', amount: source.subTotal }];
  for (const discount of source.discounts) {
    if (discount.amount <= 0) continue;
    if (discount.type === 'coupon') {
      rows.push({ kind: 'coupon', code: source.couponCode ?? '', amount: discount.amount });
    } else {
      rows.push({
        kind: 'promotion',
        id: discount.id,
        name: source.promotions.find((p) => p.id === discount.id)?.name,
        member: isMemberDiscount(discount),
        amount: discount.amount,
      });
    }
  }
  if (source.shippingService || source.shipmentTotal > 0) {
    rows.push({ kind: 'shipping', amount: source.shipmentTotal });
  }
  rows.push({ kind: 'total', amount: source.total });
  return rows;
}

/**
 * The member discount the reader's plan promises but the store's cart does not carry yet, in
 * cents (0 when the cart carries one, or there is nothing to promise). The store gives it only
 * to a store account that proved its address; until then it must be shown as pending, never
 * taken off a total the store will charge in full.
 */
export const pendingMemberDiscount = (
  discounts: readonly Pick<CartDiscount, 'type'>[],
  expected: number,
): number => (expected > 0 && !discounts.some(isMemberDiscount) ? expected : 0);
