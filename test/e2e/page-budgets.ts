import { readFileSync, writeFileSync } from 'node:fs';

/** What a page's JavaScript costs a first-time reader. */
export interface PageFigures {
  /** Every /js/ file the page fetched, gzipped, in KB of 1024 bytes (as Lighthouse counts). */
  readonly kilobytes: number;
  /** How many /js/ files it fetched. */
  readonly scripts: number;
  /** The longest run of script requests each waiting on the one before. */
  readonly chain: number;
}

/** The budgets, by page path: the test reads them here, the README shows them as a table. */
export const BUDGETS_FILE = new URL('./page-budgets.json', import.meta.url);

export function readPageBudgets(): Map<string, PageFigures> {
  const data = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Record<string, PageFigures>;
  return new Map(Object.entries(data));
}

/**
 * Rewrites the budgets from measured figures (`UPDATE_BUDGETS=1`): each row the measure
 * rounded up with 0.3 KB of room, never above the row it replaces, since budgets only go down.
 */
export function writePageBudgets(
  measured: ReadonlyMap<string, PageFigures>,
  before: ReadonlyMap<string, PageFigures>,
): void {
  const rows = [...measured.keys()].sort().map((path) => {
    const now = measured.get(path);
    const old = before.get(path);
    if (!now) throw new Error(`no figures for ${path}`);
    const kilobytes = Math.ceil((now.kilobytes + 0.3) * 10) / 10;
    return [
      path,
      {
        kilobytes: old ? Math.min(old.kilobytes, kilobytes) : kilobytes,
        scripts: old ? Math.min(old.scripts, now.scripts) : now.scripts,
        chain: old ? Math.min(old.chain, now.chain) : now.chain,
      },
    ] as const;
  });
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
}
