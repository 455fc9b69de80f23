import { PLAN_DISCOUNT_PERCENT, memberPriceCents } from './membership';
import type { Plan } from './membership';
import { toCents } from './money';

/** What PriceTeaser says of a product, in cents. */
export type PriceTeaser =
  /** A visitor: what members pay at the largest plan discount. */
  | { readonly kind: 'visitor'; readonly memberAmount: number; readonly percent: number }
  /** A member: what their plan saves on this product. */
  | {
      readonly kind: 'member';
      readonly plan: Plan;
      readonly saving: number;
      readonly percent: number;
    }
  /** Nothing to say: a free product, or a discount that rounds to nothing. */
  | { readonly kind: 'none' };

const BEST_PLAN: Plan = 'smashing';

/**
 * The member price teaser for a product (major units, as the store lists it): a visitor reads
 * what members pay (from the largest discount), a member what their plan saves. Both start
 * from the price the reader would pay otherwise (the sale price when there is one).
 */
export function priceTeaser(
  product: { readonly price: number; readonly salePrice?: number },
  plan: Plan | undefined,
): PriceTeaser {
  const current = toCents(product.salePrice ?? product.price);
  const chosen = plan ?? BEST_PLAN;
  const memberAmount = memberPriceCents(current, chosen);
  if (memberAmount >= current) return { kind: 'none' };
  const percent = PLAN_DISCOUNT_PERCENT[chosen];
  return plan
    ? { kind: 'member', plan, saving: current - memberAmount, percent }
    : { kind: 'visitor', memberAmount, percent };
}
