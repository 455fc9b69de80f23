/** What a page's JavaScript costs a first-time reader. */
export interface PageFigures {
  /** Every /js/ file the page fetched, gzipped, in KB of 1024 bytes (as Lighthouse counts). */
  readonly kilobytes: number;
  /** How many /js/ files it fetched. */
  readonly scripts: number;
  /** The longest run of script requests each waiting on the one before. */
  readonly chain: number;
}

const HEADING = /^#{2,}\s+Page budgets\s*$/m;
const ROW = /^\|\s*`([^`]+)`\s*\|\s*([\d.]+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$/;

/**
 * The README's "Page budgets" table, by page path: the test reads the table itself, so the
 * documented budgets and the enforced ones are the same numbers.
 */
export function readPageBudgets(readme: string): Map<string, PageFigures> {
  const start = readme.search(HEADING);
  if (start < 0) throw new Error('README.md has no "Page budgets" heading');
  const section = readme.slice(start).split('\n').slice(1);
  const end = section.findIndex((line) => /^#{1,}\s/.test(line));
  const budgets = new Map<string, PageFigures>();
  for (const line of end < 0 ? section : section.slice(0, end)) {
    const match = ROW.exec(line);
    if (!match) continue;
    const [, path = '', kilobytes = '', scripts = '', chain = ''] = match;
    if (budgets.has(path)) throw new Error(`README.md budgets ${path} twice`);
    budgets.set(path, {
      kilobytes: Number(kilobytes),
      scripts: Number(scripts),
      chain: Number(chain),
    });
  }
  if (budgets.size === 0) throw new Error('README.md\'s "Page budgets" table has no rows');
  return budgets;
}
