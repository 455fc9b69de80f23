import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_SITE_DIR } from '@server/app';

/** The two viewports every page is measured at: a phone (Lighthouse's) and a desktop. */
export const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** A context's options at a viewport: the phone is also mobile and touches, as Lighthouse's. */
export const deviceAt = (viewport: ViewportName) => ({
  viewport: VIEWPORTS[viewport],
  isMobile: viewport === 'phone',
  hasTouch: viewport === 'phone',
});

const listHtml = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listHtml(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );

// The one page measured with a query: the order page names its order there.
const PATTERN_PAGES: Readonly<Record<string, string>> = {
  'checkout/order.html': '/checkout/order?order=ord-123',
};

/** The URL path the demo server answers with a page file: `books/index.html` -> `/books/`. */
export const pathOf = (file: string): string =>
  PATTERN_PAGES[file] ?? `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;

/**
 * The editor's view's page is wrong on purpose (a misspelt widget, a price without its
 * product): its console errors and its failed host are what it shows an editor, and no
 * reader reaches it (nothing links to it). The budgets, layout, axe, Lighthouse and look
 * checks of every page leave it out; test/e2e/editor-debug.e2e.test.ts checks it, axe included.
 */
export const MISTAKES_PAGE = '/editor-debug';

/** Every page of the demo magazine, read from its pages folder so a new page is measured too. */
export const demoPages = (): string[] => {
  const pagesDir = join(DEFAULT_SITE_DIR, 'pages');
  return listHtml(pagesDir)
    .map((file) => pathOf(relative(pagesDir, file).replaceAll('\\', '/')))
    .filter((path) => path !== MISTAKES_PAGE)
    .sort();
};

/** Every demo page at every viewport, one case each. */
export const pagesAtViewports = (): { path: string; viewport: ViewportName }[] =>
  demoPages().flatMap((path) =>
    (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ path, viewport })),
  );

/**
 * Waits until the page has settled: the network quiet for half a second (the widgets' chunks
 * and the data they fetch once ready, a price or the cart, all came) and no widget host still
 * loading. A host the loader skips (a banner already answered, a verification without a token)
 * never gets a state, so only `loading` counts as unfinished. A page that sends the reader on
 * (a visitor on a member page) settles on the page it leads to.
 */
export async function settle(page: Page): Promise<void> {
  for (;;) {
    const url = page.url();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.querySelector('[data-state="loading"]') === null);
    // Two frames, so the last layout is painted and its entries delivered.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    if (page.url() === url) return;
  }
}
