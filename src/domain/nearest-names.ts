/**
 * How many single-letter edits turn one name into the other: a letter added, removed or
 * replaced, or two neighbours swapped (an editor's usual slips). Letter case counts for nothing.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const width = t.length + 1;
  // cells[i * width + j]: the distance between the first i letters of s and the first j of t.
  const cells = Array.from({ length: (s.length + 1) * width }, (_, k) =>
    k < width ? k : k % width === 0 ? k / width : 0,
  );
  const at = (i: number, j: number) => cells[i * width + j] as number;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const same = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + same);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      cells[i * width + j] = best;
    }
  }
  return at(s.length, t.length);
}

/**
 * The known names an unknown one most likely meant, closest first (then alphabetically), at
 * most `limit`: those within a third of its letters' edits, and at least two, so "MiniKart"
 * finds MiniCart and a name unlike any finds none.
 */
export function nearestNames(name: string, known: readonly string[], limit = 3): string[] {
  const reach = Math.max(2, Math.floor(name.length / 3));
  return known
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .filter(({ distance }) => distance <= reach)
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** What the editor's view says of a widget name the library does not know. */
export function unknownWidgetMessage(
  kind: 'container' | 'behaviour',
  name: string,
  suggestions: readonly string[],
): string {
  const unknown = `Unknown ${kind} "${name}"`;
  if (suggestions.length === 0) return `${unknown}: no ${kind} has a name like it.`;
  const last = suggestions[suggestions.length - 1];
  const choices =
    suggestions.length === 1 ? last : `${suggestions.slice(0, -1).join(', ')} or ${last}`;
  return `${unknown}: did you mean ${choices}?`;
}
