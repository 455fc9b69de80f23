import type { LineGroup, PairableLine } from './cart-groups';

/** The most of one line a shopper can set in the cart (the store takes up to 999). */
export const MAX_LINE_QUANTITY = 99;

/** What a companion's wording needs of its line. */
export interface CompanionLine {
  readonly name: string;
  readonly productType: string;
  /** Cents. */
  readonly priceTotal: number;
}

const EBOOK_TYPES: ReadonlySet<string> = new Set(['ebook', 'e-book']);

/**
 * How a companion reads under its line: a free one is part of what the shopper chose
 * ("Includes the eBook"), not a line of its own with a price of 0. A companion with a price is
 * named as such; undefined then, and the cart shows it with its price.
 */
export function includedNote(companion: CompanionLine): string | undefined {
  if (companion.priceTotal !== 0) return undefined;
  return EBOOK_TYPES.has(companion.productType)
    ? 'Includes the eBook'
    : `Includes ${companion.name}`;
}

/** One line's quantity before and after a change; `to` 0 removes the line. */
export interface LineChange {
  readonly id: string;
  readonly productId: string;
  readonly from: number;
  readonly to: number;
}

const clamp = (quantity: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(Number.isFinite(quantity) ? quantity : 0)));

/**
 * The changes a new quantity for one line makes: the line itself first, then its companions
 * set to the same quantity (0 removes them with it). Lines already at that quantity are left
 * out; an unknown line changes nothing.
 */
export function pairedChanges<L extends PairableLine>(
  groups: readonly LineGroup<L>[],
  lineId: string,
  quantity: number,
): LineChange[] {
  const to = clamp(quantity);
  const group = groups.find((g) => g.line.id === lineId);
  const lines = group
    ? [group.line, ...group.companions]
    : groups.flatMap((g) => g.companions).filter((line) => line.id === lineId);
  return lines
    .filter((line) => line.quantity !== to)
    .map((line) => ({ id: line.id, productId: line.productId, from: line.quantity, to }));
}

/** What puts back changes that were made, last first (a removed line comes back by product). */
export const undoChanges = (done: readonly LineChange[]): LineChange[] =>
  [...done].reverse().map((change) => ({ ...change, from: change.to, to: change.from }));
