/** A list filter (SPEC point 3). */
export interface Filter {
  readonly id: string;
  readonly label: string;
  readonly type: 'range' | 'select';
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly interval?: number;
}

/**
 * The price filter's step: about a tenth of the range, rounded down to a step of 1000, 100 or
 * 10 (by the tenth's size), at least 1 (SPEC point 9).
 */
export function priceFilterInterval(min: number, max: number): number {
  const tenth = (max - min) / 10;
  const step = tenth >= 1000 ? 1000 : tenth >= 100 ? 100 : 10;
  return Math.max(1, Math.floor(tenth / step) * step);
}

/** The price range filter, or null when every price is the same. */
export function priceRange(
  prices: readonly number[],
): { min: number; max: number; interval: number } | null {
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? null : { min, max, interval: priceFilterInterval(min, max) };
}
