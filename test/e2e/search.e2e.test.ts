import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { collectErrors, fixture, hasChromium, recordScripts, useDemo, whenReady } from './harness';

const SEARCH_API = /\/search\/1\/indexes\/[^/]+\/queries/;

const queryOf = (route: Route): string => {
  const body = JSON.parse(route.request().postData() ?? '{}') as {
    requests?: { query?: string }[];
  };
  return body.requests?.[0]?.query ?? '';
};

// A plain search box until the reader comes to it, a combobox once its code arrived.
const box = (page: Page) => page.locator('[data-behaviour="Search"] input[name="q"]');

/** The header's field opens from its "Search" button, which puts the reader in the box. */
const openBox = async (page: Page) => {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect
    .poll(() => box(page).evaluate((input) => input === document.activeElement))
    .toBe(true);
};

/** The text of every <mark> in the suggestions, lower-cased. */
const markedWords = (page: Page) =>
  page
    .locator('[role="listbox"] [role="option"] mark')
    .evaluateAll((marks) => marks.map((m) => (m.textContent ?? '').toLowerCase()));

describe.runIf(hasChromium)('search in Chromium', () => {
  const { fresh } = useDemo();

  it('shows only the latest query’s suggestions when earlier answers come late', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const asked: string[] = [];
    const answered: string[] = [];
    // The answers for "c" and "cs" are held back until the one for "css" is shown.
    let releaseLate = () => {};
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    await page.route(SEARCH_API, async (route) => {
      const query = queryOf(route);
      asked.push(query);
      if (query !== 'css') await late;
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (SEARCH_API.test(request.url())) answered.push(request.url());
    });
    await page.goto(`${base}/articles/`);
    await whenReady(page, '[data-behaviour="Search"]');
    await openBox(page);
    for (const [key, prefix] of [
      ['c', 'c'],
      ['s', 'cs'],
      ['s', 'css'],
    ] as const) {
      await page.keyboard.type(key);
      // Every prefix is asked for: the next key comes once the debounce let this one go.
      await expect.poll(() => asked.at(-1)).toBe(prefix);
    }
    await expect.poll(() => markedWords(page)).not.toEqual([]);
    expect(new Set(await markedWords(page))).toEqual(new Set(['css']));
    // The late answers arrive, the page takes them in (two frames later), and nothing changes.
    releaseLate();
    await expect.poll(() => answered.length).toBe(3);
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    expect(asked).toEqual(['c', 'cs', 'css']);
    expect(new Set(await markedWords(page))).toEqual(new Set(['css']));
    await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('with the keyboard alone: type, ArrowDown, Enter opens the article', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/`);
    await whenReady(page, '[data-behaviour="Search"]');
    await openBox(page);
    await page.keyboard.type('cascade');
    await page.getByRole('option', { name: /Cascade layers in practice/ }).waitFor();
    // The suggestions end with the way to every result.
    const last = page.getByRole('option').last();
    expect(await last.textContent()).toBe('See all results for "cascade"');
    await page.keyboard.press('ArrowDown');
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active ?? 'none'}`).textContent()).toBe(
      'Cascade layers in practice',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/articles/css-cascade-layers`);
  });

  it('Enter without a chosen suggestion submits to the search page, which loads more', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/`);
    await whenReady(page, '[data-behaviour="Search"]');
    await openBox(page);
    await page.keyboard.type('css');
    // At once, while the suggestions are still on their way: the page's search must not wait
    // for them (it once hung here, when a store's load restarted itself without end).
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=css', {
      waitUntil: 'commit',
    });
    await whenReady(page, '[data-container="SearchResults"]');
    // The header's box shows what was searched for.
    expect(await box(page).inputValue()).toBe('css');

    const results = page.locator('[data-container="SearchResults"] ol');
    await expect.poll(() => results.getByRole('link').count()).toBe(15);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Search results for "css"');
    expect(await page.title()).toMatch(/^Search results for "css" — /);
    const count = page.locator('[data-container="SearchHitsCount"]');
    await expect.poll(() => count.textContent()).toMatch(/^(\d+) results$/);
    const total = Number((await count.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(15);

    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect.poll(() => results.getByRole('link').count()).toBe(Math.min(total, 30));
    // Focus went to the first new hit.
    expect(
      await results
        .getByRole('link')
        .nth(15)
        .evaluate((a) => a === document.activeElement),
    ).toBe(true);
    expect(await page.locator('mark').first().textContent()).toMatch(/^css$/i);
    expect(errors).toEqual([]);
  });

  it('shows a visitor’s search page, hits, count, title and "load more", without React', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await page.goto(`${base}/search?q=css`);
    await whenReady(page, '[data-container="SearchResults"]');
    const results = page.locator('[data-container="SearchResults"] ol');
    await expect.poll(() => results.getByRole('link').count()).toBe(15);
    const count = page.locator('[data-container="SearchHitsCount"]');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ results$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Search results for "css"',
    );
    await page.getByRole('button', { name: 'Load more results' }).click();
    const said = page.locator('[data-container="SearchResults"] [role="status"]');
    await expect.poll(() => said.textContent()).toMatch(/^Showing \d+ of \d+ results$/);
    expect(await results.getByRole('link').count()).toBeGreaterThan(15);
    expect(scripts.some((path) => /\/chunks\/SearchResults-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/chunks\/react-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('without a query invites one and fetches no search client', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await page.goto(`${base}/search`, { waitUntil: 'networkidle' });
    await whenReady(page, '[data-container="SearchResults"]');
    await page.getByText('Type what you are looking for in the search box above.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search');
    expect(scripts.some((path) => /\/chunks\/SearchResults-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/chunks\/(react|search-client)-/.test(path))).toEqual([]);
  });

  it('loads no suggestion code until the reader comes to the box, no search client until a key', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await fixture(
      page,
      base,
      '/search-box-only',
      `<form role="search" action="/search" data-behaviour="Search">
         <label for="q">Search articles</label><input id="q" name="q" type="search" />
       </form>`,
    );
    await page.goto(`${base}/search-box-only`);
    await whenReady(page, '[data-behaviour="Search"]');
    expect(scripts.some((path) => /\/chunks\/Search-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/chunks\/(suggest|connection)-/.test(path))).toBe(false);
    expect(scripts.some((path) => /\/chunks\/suggestion-box-/.test(path))).toBe(false);
    await box(page).focus();
    await expect.poll(() => box(page).getAttribute('role')).toBe('combobox');
    expect(scripts.some((path) => /\/chunks\/suggest-/.test(path))).toBe(false);
    await page.keyboard.type('grid');
    await page.getByRole('option').first().waitFor();
    expect(scripts.some((path) => /\/chunks\/suggest-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/chunks\/react-/.test(path))).toBe(false);
  });

  it('keeps what was typed while the suggestion code was on its way, and suggests for it', async () => {
    const { base, page } = await fresh();
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/js\/chunks\/suggestion-box-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/`);
    await whenReady(page, '[data-behaviour="Search"]');
    await openBox(page);
    await page.keyboard.type('cascade');
    expect(await box(page).inputValue()).toBe('cascade');
    expect(await box(page).getAttribute('role')).toBeNull();
    arrive();
    await page.getByRole('option', { name: /Cascade layers in practice/ }).waitFor();
    expect(await box(page).inputValue()).toBe('cascade');
  });
});
