import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, fixture, hasChromium, recordScripts, useDemo, whenReady } from './harness';
import { afterPageDelay } from '../support/spec-delays';

const ARTICLE = '/articles/css-cascade-layers';

const prefetchHints = (page: Page) =>
  page.$$eval('link[rel="prefetch"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );

// AddTimeAgo, PostLoad and PreLoad on the demo's pages, in Chromium against the reference
// backend, operated with the keyboard and by scrolling.
describe.runIf(hasChromium)('AddTimeAgo, PostLoad and PreLoad in Chromium', () => {
  const { fresh } = useDemo();

  it('tells the article list dates relative to now, the absolute date in a title', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/articles/`);
    await whenReady(page, '.grid[data-behaviour="AddTimeAgo"]');
    const dates = await page.locator('.grid time').allTextContents();
    expect(dates).toHaveLength(3);
    for (const text of dates) expect(text).toMatch(/ago$|^yesterday$|^last (week|month|year)$/);
    expect(await page.locator('.grid time').first().getAttribute('title')).toMatch(/2026/);
    expect(errors).toEqual([]);
  });

  it('loads the related articles when the reader scrolls near them, dates told there too', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/fragments/')) fragments.push(request.url());
    });
    await page.goto(`${base}${ARTICLE}`, { waitUntil: 'networkidle' });
    await whenReady(page, '.related[data-behaviour="PostLoad"]');
    expect(fragments).toEqual([]);
    const related = page.locator('.related');
    await expect.poll(() => related.textContent()).toMatch(/all our articles/);
    await page.keyboard.press('End');
    await page.getByRole('link', { name: 'Performance budgets that hold' }).waitFor();
    expect(fragments).toHaveLength(1);
    expect(await related.getAttribute('aria-busy')).toBeNull();
    await expect
      .poll(() => related.locator('time').first().textContent())
      .toMatch(/ago$|^last (week|month|year)$/);
    expect(errors).toEqual([]);
  });

  it('a fragment with script payloads is inert in a real browser', async () => {
    const { base, page } = await fresh();
    await page.route(`${base}/assets/fragments/hostile.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h2>Related</h2><script>window.pwned = 1</script>
<img src="/nothing.png" onerror="window.pwned = 2" alt="A broken picture">
<svg><script>window.pwned = 3</script></svg>
<a href="javascript:window.pwned = 4">A trap</a> <a href="/books/">Our books</a>`,
      }),
    );
    await fixture(
      page,
      base,
      '/_fixture/hostile',
      '<h1>Hostile</h1><section data-behaviour="PostLoad" data-src="/assets/fragments/hostile.html"><p>Fallback</p></section>',
    );
    await page.goto(`${base}/_fixture/hostile`);
    await page.getByRole('link', { name: 'Our books' }).waitFor();
    await page.getByText('A trap').click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('section script, section [onerror]').count()).toBe(0);
  });

  it('focusing a main-nav link prefetches its page and the widget chunks it uses', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
    await whenReady(page, '.site-nav[data-behaviour="PreLoad"]');
    const scripts = recordScripts(page);
    expect(await prefetchHints(page)).toEqual([]);
    // Tab from the skip link and the brand to the first nav link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Articles');
    await expect.poll(() => prefetchHints(page)).toEqual(['/articles/']);
    await page.keyboard.press('Tab');
    await expect.poll(() => prefetchHints(page)).toEqual(['/articles/', '/books/']);
    // The books page holds PriceTag containers and AddToCart buttons: their chunks come now.
    await expect.poll(() => scripts.some((path) => path.includes('/AddToCart-'))).toBe(true);
    // Back and forth again: each page once.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await prefetchHints(page)).toEqual(['/articles/', '/books/']);
  });

  it('prefetches nothing for a reader who saves data', async () => {
    const { base, page } = await fresh();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
    await whenReady(page, '.site-nav[data-behaviour="PreLoad"]');
    const books = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Books' });
    await books.hover();
    await books.focus();
    // A focused link is prefetched at once; a resting pointer after the hover delay.
    await afterPageDelay(page, 'preloadHover');
    expect(await prefetchHints(page)).toEqual([]);
  });
});
