/** The most of one line a shopper can set in the cart (the store takes up to 999). */
export const MAX_LINE_QUANTITY = 99;

/** What the pairing rules need of a cart line. */
export interface PairableLine {
  readonly id: string;
  readonly productId: string;
  readonly quantity: number;
  /** The cross-sell product the store names on the line itself, when it does. */
  readonly crossSellProductId?: string | undefined;
}

/** A line with the cross-sell lines that came with it (a print book's companion eBook). */
export interface LineGroup<L extends PairableLine> {
  readonly line: L;
  readonly companions: readonly L[];
}

/**
 * Groups the cart's lines: a line whose product names a cross-sell product that is also in
 * the cart carries that line as its companion (SPEC point 7 added it with the same quantity).
 * The line's own `crossSellProductId` counts first, then `companionOf` (the product list).
 * A companion belongs to the first line that claims it; a line that claims nothing, or whose
 * main product is gone, stands on its own. Order follows the cart.
 */
export function groupCrossSell<L extends PairableLine>(
  lines: readonly L[],
  companionOf: (productId: string) => string | undefined,
): LineGroup<L>[] {
  const claimed = new Map<string, L[]>();
  const taken = new Set<string>();
  for (const line of lines) {
    const companion = line.crossSellProductId ?? companionOf(line.productId);
    if (taken.has(line.id) || !companion || companion === line.productId) continue;
    // A line that already carries companions is never one itself: no chains.
    const found = lines.filter(
      (other) => other.productId === companion && !taken.has(other.id) && !claimed.has(other.id),
    );
    for (const other of found) taken.add(other.id);
    if (found.length > 0) claimed.set(line.id, found);
  }
  return lines
    .filter((line) => !taken.has(line.id))
    .map((line) => ({ line, companions: claimed.get(line.id) ?? [] }));
}

/**
 * What the shopper chose, counted: each line's quantity, its companions left out (a printed
 * book with its free eBook is one item).
 */
export function chosenCount(groups: readonly LineGroup<PairableLine>[]): number {
  return groups.reduce((sum, group) => sum + group.line.quantity, 0);
}

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
