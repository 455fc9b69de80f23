/**
 * The arrow-key rules the WAI-ARIA patterns share for a row of controls (accordion headers,
 * tabs): where focus goes on a key, as a pure function so behaviours bind it to the DOM and
 * tests check it as a table.
 */
export type Orientation = 'horizontal' | 'vertical';

const NEXT: Readonly<Record<Orientation, string>> = {
  horizontal: 'ArrowRight',
  vertical: 'ArrowDown',
};
const PREVIOUS: Readonly<Record<Orientation, string>> = {
  horizontal: 'ArrowLeft',
  vertical: 'ArrowUp',
};

/**
 * The index focus moves to when `key` is pressed on the control at `index` of `count`, or
 * `undefined` when the key is not one of the pattern's (the browser keeps its default).
 * Arrows wrap around at both ends, as the patterns recommend; Home and End go to the ends.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: Orientation,
): number | undefined {
  if (count < 1) return undefined;
  if (key === NEXT[orientation]) return (index + 1) % count;
  if (key === PREVIOUS[orientation]) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
