import { readFileSync, writeFileSync } from 'node:fs';

/** What a page's JavaScript costs one reader at first view. */
export interface PageFigures {
  /** Every /js/ file the page fetched, gzipped, in KB of 1024 bytes (as Lighthouse counts). */
  readonly kilobytes: number;
  /** How many /js/ files it fetched. */
  readonly scripts: number;
  /** The longest run of script requests each waiting on the one before. */
  readonly chain: number;
}

/**
 * A page's budget for the two readers measured: a first-time visitor (no session, no cart)
 * and a returning member with a book (and its ebook) and an ebook in the cart, whose first view is personal.
 */
export interface PageBudget {
  readonly visitor: PageFigures;
  readonly member: PageFigures;
}

export type Reader = keyof PageBudget;
export const READERS: readonly Reader[] = ['visitor', 'member'];

/** The budgets, by page path: the test reads them here, docs/budgets.md shows them as a table. */
export const BUDGETS_FILE = new URL('./page-budgets.json', import.meta.url);

export function readPageBudgets(): Map<string, PageBudget> {
  const data = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Record<string, PageBudget>;
  return new Map(Object.entries(data));
}

/** The measure rounded up with 0.3 KB of room, never above the budget it replaces. */
const lowered = (now: PageFigures, old: PageFigures | undefined): PageFigures => {
  const kilobytes = Math.ceil((now.kilobytes + 0.3) * 10) / 10;
  return {
    kilobytes: old ? Math.min(old.kilobytes, kilobytes) : kilobytes,
    scripts: old ? Math.min(old.scripts, now.scripts) : now.scripts,
    chain: old ? Math.min(old.chain, now.chain) : now.chain,
  };
};

/**
 * Rewrites the budgets from measured figures (`UPDATE_BUDGETS=1`): budgets only go down; one
 * that must rise is raised by hand in the file, with the reason in the commit.
 */
export function writePageBudgets(
  measured: ReadonlyMap<string, PageBudget>,
  before: ReadonlyMap<string, PageBudget>,
): void {
  const rows = [...measured.keys()].sort().map((path) => {
    const now = measured.get(path);
    if (!now) throw new Error(`no figures for ${path}`);
    const old = before.get(path);
    return [
      path,
      { visitor: lowered(now.visitor, old?.visitor), member: lowered(now.member, old?.member) },
    ] as const;
  });
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
}

/** The table of the budgets in docs/budgets.md (Markdown), the file's rows in its order. */
export function budgetTable(budgets: ReadonlyMap<string, PageBudget>): string {
  const cells = ({ kilobytes, scripts, chain }: PageFigures) =>
    `${kilobytes.toFixed(1)} | ${scripts} | ${chain}`;
  return [
    '| page | visitor KB gzip | scripts | chain | member KB gzip | scripts | chain |',
    '|---|---|---|---|---|---|---|',
    ...[...budgets].map(
      ([path, budget]) => `| \`${path}\` | ${cells(budget.visitor)} | ${cells(budget.member)} |`,
    ),
  ].join('\n');
}
