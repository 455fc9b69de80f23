/*
 * Which cart lines belong together (SPEC point 7: a print book brings its companion eBook),
 * and what the shopper chose, counted. Apart from the changes in cart-pairs.ts: the item
 * count in the shop's state needs only this.
 */

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
