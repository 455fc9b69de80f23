import { memberPriceCents } from './membership';
import type { Plan } from './membership';
import { toCents } from './money';

/** A product's price as the reader should see it (SPEC point 3), in cents. */
export interface ShownPrice {
  /** What the reader pays. */
  readonly amount: number;
  /** The regular price, struck through beside the amount, when the reader pays less. */
  readonly struck?: number;
  /** Why the amount is what it is: a member's price, a sale, or the regular price. */
  readonly kind: 'member' | 'sale' | 'regular';
}

/**
 * The price to show for a product (major units, as the store lists it): a member pays the
 * member price of the current (sale or regular) price; a visitor pays the sale price if there
 * is one. Whatever is below the regular price shows the regular one struck through.
 */
export function shownPrice(
  product: { readonly price: number; readonly salePrice?: number },
  plan: Plan | undefined,
): ShownPrice {
  const regular = toCents(product.price);
  const current = product.salePrice === undefined ? regular : toCents(product.salePrice);
  const amount = memberPriceCents(current, plan);
  const struck = amount < regular ? { struck: regular } : {};
  const kind = plan ? 'member' : amount < regular ? 'sale' : 'regular';
  return { amount, ...struck, kind };
}
