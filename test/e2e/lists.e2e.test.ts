import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';

/** Presses Tab until `target` has the focus, as a keyboard user would (bounded). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The titles of the cards a reader sees, in the order they show. */
const visibleTitles = (page: Page, list: string) =>
  page
    .locator(`${list} > li:not([hidden]) h2`)
    .evaluateAll((titles) => titles.map((title) => title.textContent?.trim()));

describe.runIf(hasChromium)('the job list and the book list, keyboard only, in Chromium', () => {
  const { fresh } = useDemo();

  it('filters the jobs, keeps the filter in the address and brings it back from a job page', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/jobs/`);
    await whenReady(page, '[data-behaviour="JobsFilters"]');
    await whenReady(page, '[data-behaviour="AttachJobFilters"]');
    const filters = page.getByRole('form', { name: 'Filter jobs' });
    const count = filters.getByRole('status');
    expect(await count.textContent()).toBe('10 jobs');

    await tabTo(page, filters.getByRole('checkbox', { name: 'Full-time' }));
    await page.keyboard.press('Space');
    await page.waitForURL(`${base}/jobs/?commitment=full-time`);
    expect(await count.textContent()).toBe('4 jobs');

    const location = filters.getByRole('combobox', { name: 'Location' });
    await tabTo(page, location);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(`${base}/jobs/?commitment=full-time&location=remote`);
    expect(await count.textContent()).toBe('1 job');
    expect(await visibleTitles(page, '#jobs')).toEqual(['Senior front-end engineer']);
    expect(await axeViolations(page)).toEqual([]);

    // The job's link carries the filter; its page's "All jobs" link carries it back.
    await tabTo(page, page.getByRole('link', { name: 'Senior front-end engineer' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(
      `${base}/jobs/senior-front-end-engineer?commitment=full-time&location=remote`,
    );
    await whenReady(page, '[data-behaviour="AttachJobFilters"]');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, page.getByRole('link', { name: 'All jobs' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/jobs/?commitment=full-time&location=remote`);
    await whenReady(page, '[data-behaviour="JobsFilters"]');
    expect(await count.textContent()).toBe('1 job');
    expect(await filters.getByRole('checkbox', { name: 'Full-time' }).isChecked()).toBe(true);
    expect(await location.inputValue()).toBe('remote');

    // The browser's Back from a job page lands on the filtered list too.
    await tabTo(page, page.getByRole('link', { name: 'Senior front-end engineer' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/senior-front-end-engineer/);
    await page.goBack();
    await page.waitForURL(`${base}/jobs/?commitment=full-time&location=remote`);
    await whenReady(page, '[data-behaviour="JobsFilters"]');
    expect(await count.textContent()).toBe('1 job');

    // Clearing shows every job again and empties the address.
    await tabTo(page, filters.getByRole('button', { name: 'Clear filters' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/jobs/`);
    expect(await count.textContent()).toBe('10 jobs');
    expect(errors).toEqual([]);
  });

  it('sorts the books by price and narrows them to a price range, kept over a reload', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await page.goto(`${base}/books/`);
    await whenReady(page, '[data-behaviour="ListControls"]');
    const controls = page.getByRole('form', { name: 'Sort and filter the books' });
    const count = controls.getByRole('status');
    expect(await count.textContent()).toBe('6 books');

    await tabTo(page, controls.getByRole('combobox', { name: 'Sort by' }));
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(`${base}/books/?sort=price-asc`);
    expect(await visibleTitles(page, '#books')).toEqual([
      'Form Design Patterns',
      'Inclusive Components',
      'Image Optimization',
      'Smashing Book 7',
      'Success at Scale',
      'Smashing Book 7, print and eBook',
    ]);

    // From $19 to $54 the price filter interval is 1: fifteen steps down reach $39.
    const highest = controls.getByRole('slider', { name: 'To' });
    expect(await highest.getAttribute('step')).toBe('1');
    await tabTo(page, highest);
    for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${base}/books/?sort=price-asc&max-price=39`);
    expect(await highest.getAttribute('aria-valuetext')).toBe('$39.00');
    expect(await count.textContent()).toBe('3 books');
    expect(await visibleTitles(page, '#books')).toEqual([
      'Form Design Patterns',
      'Inclusive Components',
      'Image Optimization',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await whenReady(page, '[data-behaviour="ListControls"]');
    expect(await count.textContent()).toBe('3 books');
    expect(await highest.inputValue()).toBe('39');
    expect(await visibleTitles(page, '#books')).toEqual([
      'Form Design Patterns',
      'Inclusive Components',
      'Image Optimization',
    ]);
    expect(errors).toEqual([]);
  });
});
