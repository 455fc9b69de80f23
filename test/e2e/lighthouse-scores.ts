import { readFileSync, writeFileSync } from 'node:fs';

/** The least Lighthouse mobile performance score (0-100) a demo page's median may have. */
export const MIN_PERFORMANCE = 95;

/** A page's Lighthouse mobile performance: the median of its runs and every run, 0-100. */
export interface PageScore {
  readonly performance: number;
  readonly runs: readonly number[];
}

/** The scores `npm run bench` measured (bench/lighthouse.ts), by page path. */
export const SCORES_FILE = new URL('../../bench/lighthouse.json', import.meta.url);

export function readScores(): Map<string, PageScore> {
  const data = JSON.parse(readFileSync(SCORES_FILE, 'utf8')) as Record<string, PageScore>;
  return new Map(Object.entries(data));
}

export function writeScores(scores: ReadonlyMap<string, PageScore>): void {
  const rows = [...scores].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Each page's runs on one line, as Prettier writes them.
  const json = JSON.stringify(Object.fromEntries(rows), null, 2).replace(/\[[\d\s,.]*\]/g, (runs) =>
    JSON.stringify(JSON.parse(runs)).replaceAll(',', ', '),
  );
  writeFileSync(SCORES_FILE, `${json}\n`);
}

/** The middle run (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no runs');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The table of the scores in docs/budgets.md (Markdown), the file's rows in its order. */
export function scoreTable(scores: ReadonlyMap<string, PageScore>): string {
  return [
    '| page | performance (median) | runs |',
    '|---|---|---|',
    ...[...scores].map(
      ([path, { performance, runs }]) => `| \`${path}\` | ${performance} | ${runs.join(', ')} |`,
    ),
  ].join('\n');
}
