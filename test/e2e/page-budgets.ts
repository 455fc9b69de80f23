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
 * The readers measured: a first-time visitor (no session, no cart); a shopper with three items
 * in the cart (a book, its ebook and an ebook), no account; and the demo's plan member, logged
 * in with "remember me", with the same cart. Each keeps their storage, as a browser does.
 */
export type Reader = 'visitor' | 'shopper' | 'member';
export const READERS: readonly Reader[] = ['visitor', 'shopper', 'member'];

/** One page's measured figures, for each reader. */
export type PageMeasures = Readonly<Record<Reader, PageFigures>>;

/**
 * Pages whose main container is a form or the reader's own data (the cart, the checkout, the
 * member area, the login pages): they may bring React. The order page shows the order its
 * address names, which no build can know: its code comes at start for every reader. Every
 * other page is a reading page.
 */
const FORM_PAGE = /^\/(auth|checkout|membership)\/|^\/(cart|events\/checkout)$/;
const ORDER_PAGE = /^\/checkout\/order\b/;

export type PageClass = 'reading' | 'form' | 'order';
export const PAGE_CLASSES: readonly PageClass[] = ['reading', 'form', 'order'];
export const pageClass = (path: string): PageClass =>
  ORDER_PAGE.test(path) ? 'order' : FORM_PAGE.test(path) ? 'form' : 'reading';

/**
 * The ceilings we hold, by page class and reader: absolute, with room, so a change elsewhere
 * never breaks them (the measures sit in page-budgets.json, beside them in the docs). A
 * reading page fetches no React for any reader; a visitor's form page stays under the Buy
 * Button's embed (57.7 KB); a shopper's or a member's form page and the order page carry
 * React (its chunk alone is 67 KB) with what the reader's own data needs.
 */
export const CEILINGS: Readonly<Record<PageClass, Readonly<Record<Reader, PageFigures>>>> = {
  reading: {
    visitor: { kilobytes: 26, scripts: 8, chain: 3 },
    shopper: { kilobytes: 27, scripts: 10, chain: 3 },
    member: { kilobytes: 30, scripts: 12, chain: 3 },
  },
  form: {
    visitor: { kilobytes: 57, scripts: 8, chain: 3 },
    shopper: { kilobytes: 130, scripts: 30, chain: 5 },
    member: { kilobytes: 135, scripts: 32, chain: 5 },
  },
  order: {
    visitor: { kilobytes: 110, scripts: 22, chain: 5 },
    shopper: { kilobytes: 110, scripts: 22, chain: 5 },
    member: { kilobytes: 115, scripts: 24, chain: 5 },
  },
};

/** The reading pages fetch no React, whoever reads: the chunk's name, as the build writes it. */
export const REACT_CHUNK = /\/chunks\/react-[\w-]+\.js$/;

/** The measures, by page path: the test rewrites them, docs/budgets.md shows them. */
export const MEASURES_FILE = new URL('./page-budgets.json', import.meta.url);

export function readPageMeasures(): Map<string, PageMeasures> {
  const data = JSON.parse(readFileSync(MEASURES_FILE, 'utf8')) as Record<string, PageMeasures>;
  return new Map(Object.entries(data));
}

const rounded = ({ kilobytes, scripts, chain }: PageFigures): PageFigures => ({
  kilobytes: Math.round(kilobytes * 10) / 10,
  scripts,
  chain,
});

/**
 * Writes the measures (`UPDATE_BUDGETS=1`): they are a report, up or down; only the ceilings
 * above hold a page, and raising one is a change to this file with its reason.
 */
export function writePageMeasures(measured: ReadonlyMap<string, PageMeasures>): void {
  const rows = [...measured.keys()].sort().map((path) => {
    const now = measured.get(path);
    if (!now) throw new Error(`no figures for ${path}`);
    return [path, Object.fromEntries(READERS.map((reader) => [reader, rounded(now[reader])]))];
  });
  writeFileSync(MEASURES_FILE, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
}

/** The ceilings, as docs/budgets.md shows them (Markdown). */
export function ceilingTable(): string {
  const cell = ({ kilobytes, scripts, chain }: PageFigures) =>
    `${kilobytes} KB, ${scripts} scripts, chain ${chain}`;
  return [
    '| page class | visitor | shopper | member |',
    '|---|---|---|---|',
    ...PAGE_CLASSES.map(
      (kind) =>
        `| ${kind} | ${READERS.map((reader) => cell(CEILINGS[kind][reader])).join(' | ')} |`,
    ),
  ].join('\n');
}

/** The measures in docs/budgets.md (Markdown): KB, scripts and chain per reader, by page. */
export function measureTable(measures: ReadonlyMap<string, PageMeasures>): string {
  const cells = ({ kilobytes, scripts, chain }: PageFigures) =>
    `${kilobytes.toFixed(1)} | ${scripts} | ${chain}`;
  return [
    '| page | class | visitor KB | scripts | chain | shopper KB | scripts | chain | member KB | scripts | chain |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...[...measures].map(
      ([path, measure]) =>
        `| \`${path}\` | ${pageClass(path)} | ${READERS.map((reader) => cells(measure[reader])).join(' | ')} |`,
    ),
  ].join('\n');
}
