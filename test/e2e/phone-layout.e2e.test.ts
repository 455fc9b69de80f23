import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPages, settle } from './demo-pages';
import { hasChromium, useDemoContexts, whenReady } from './harness';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The element's box, or a failure naming it: a hidden element has none. */
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
};

// What a reader on a phone (and a keyboard) meets in the magazine's frame and its lists.
describe.runIf(hasChromium)('the phone layout in Chromium', () => {
  const { open } = useDemoContexts();

  it('offers "Skip to content" as the first Tab stop, shown on focus, and moves focus to <main>', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/books/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await boxOf(page, '.skip-link');
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next stop is the page's own first link, not the header's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('opens the filters of /books/ and /jobs/ as a drawer, closed by Esc and by "Close"', async () => {
    const { base, page } = await open(PHONE);
    for (const path of ['/books/', '/jobs/']) {
      await page.goto(`${base}${path}`);
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      expect(await drawer.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Filters' }).click();
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Filters' }).click();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });
    }
  });

  it('closes the drawer when the reader asks to see the books, the list filtered', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/books/`);
    // In the closed drawer: started, not shown.
    await page.waitForSelector('[data-behaviour="ListControls"][data-state="ready"]', {
      state: 'attached',
    });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Bundle').check();
    await drawer.getByRole('button', { name: 'Show books' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.locator('#books > li:visible').count()).toBe(1);
  });

  it('shows the filters in place on a wide screen, with no "Filters" button', async () => {
    const { base, page } = await open(DESKTOP);
    await page.goto(`${base}/books/`);
    expect(await page.getByRole('button', { name: 'Filters' }).isVisible()).toBe(false);
    expect(await page.getByLabel('Sort by').isVisible()).toBe(true);
  });

  it('shows two book cards a row on a phone', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/books/`);
    const [first, second] = await page
      .locator('#books > li')
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
    expect(first).toBe(second);
  });

  it('brings the buy bar (title, price, add to cart) once the formats are scrolled past', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/books/smashing-book-7`);
    const bar = page.locator('.buy-bar');
    expect(await bar.getByRole('button', { name: 'Add to cart' }).isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'About the authors' }).scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Add to cart' }).waitFor();
    await expect.poll(async () => (await boxOf(page, '.buy-bar')).y).toBe(0);
    expect(await bar.textContent()).toMatch(/Smashing Book 7.*\$44\.00/s);
  });

  it('puts the headline and the intro before the contents, folded into a disclosure', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/articles/accessible-forms`);
    const lede = await boxOf(page, '.article-head .lede');
    const contents = page.locator('summary', { hasText: 'Contents' });
    const summary = await contents.boundingBox();
    expect(summary?.y).toBeGreaterThan(lede.y + lede.height - 1);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    expect(await toc.getByRole('link').first().isVisible()).toBe(false);
    await contents.click();
    await toc.getByRole('link', { name: 'Start with labels' }).waitFor();
  });

  it('keeps the contents open beside the article on a wide screen', async () => {
    const { base, page } = await open(DESKTOP);
    await page.goto(`${base}/articles/accessible-forms`);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.getByRole('link', { name: 'Start with labels' }).waitFor();
    const link = await toc.getByRole('link', { name: 'Start with labels' }).boundingBox();
    const headline = await boxOf(page, 'h1');
    expect(link && link.x + link.width).toBeLessThan(headline.x);
  });

  it('keeps the Q&A tip on /events/ off the price below it', async () => {
    const { base, page } = await open(PHONE);
    await page.goto(`${base}/events/`);
    const card = page.locator('li', { has: page.getByText('Q&A') });
    await whenReady(page, 'abbr[data-behaviour="Tooltip"]');
    await card.getByText('Q&A').hover();
    const tip = await boxOf(page, '[role="tooltip"]:not([hidden])');
    const price = await card.locator('.price').boundingBox();
    if (!price) throw new Error('the card has no price');
    const overlaps = tip.y < price.y + price.height && price.y < tip.y + tip.height;
    expect(overlaps).toBe(false);
  });

  it('cuts nothing off at 320 px: no page scrolls sideways', async () => {
    const { base, page } = await open({ viewport: { width: 320, height: 700 } });
    const wide: string[] = [];
    for (const path of demoPages()) {
      await page.goto(`${base}${path}`);
      await settle(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });
});
