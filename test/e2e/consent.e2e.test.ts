import { describe, expect, it } from 'vitest';
import { CONSENT_WITHDRAWN } from '@domain';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { settle } from './demo-pages';
import { collectErrors, hasChromium, recordScripts, useDemo } from './harness';

const ARTICLE = '/articles/web-performance-budgets';

/** How often the partner's visit counter ran on the page (its stand-in counts itself). */
const visits = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerVisits?: number }).partnerVisits ?? 0);

/** Every request the page makes for the partners' stand-ins. */
const watchPartners = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/embeds/')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

const map = (page: Page) => page.frameLocator('iframe[title="The map to the meetup venue"]');

// Item 3 of issue 25 on the demo's article, in Chromium against the reference backend.
describe.runIf(hasChromium)('partner code gated by consent in Chromium', () => {
  const { fresh } = useDemo();

  it('runs a gated script only after "Accept all", loads the gated map with it, and unloads it on a later decline', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const partners = watchPartners(page);
    await page.goto(`${base}${ARTICLE}`);
    const load = page.getByRole('button', { name: 'Load' });
    await load.waitFor();
    await expect
      .poll(() => page.locator('.mw-consent-embed__ask').textContent())
      .toContain(`is loaded from ${new URL(base).host}`);
    await settle(page);
    expect(await visits(page)).toBe(0);
    expect(partners).toEqual([]);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => visits(page)).toBe(1);
    await map(page).getByText('Meetup venue, Freiburg').waitFor();
    expect(await load.count()).toBe(0);
    expect(errors).toEqual([]);

    // A decline given later through the footer's "Cookie settings" (the banner back, saying
    // the answer given) unloads the map and says what only a reload ends.
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('region', { name: 'Cookies, briefly' });
    await expect.poll(() => banner.textContent()).toContain('Your choice: “Accept all”');
    await banner.getByRole('button', { name: 'Decline' }).click();
    await banner.waitFor({ state: 'detached' });
    await load.waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: CONSENT_WITHDRAWN }).count())
      .toBe(1);
    expect(
      await page.locator('iframe[title="The map to the meetup venue"]').getAttribute('src'),
    ).toBeNull();

    // The next page runs nothing, the decline kept.
    await page.reload();
    await page.getByRole('button', { name: 'Load' }).waitFor();
    await settle(page);
    expect(await visits(page)).toBe(0);
  });

  it('after a decline runs nothing, and the map loads on its Load button by keyboard', async () => {
    const { base, page } = await fresh();
    const partners = watchPartners(page);
    await page.goto(`${base}${ARTICLE}`);
    const decline = page.getByRole('button', { name: 'Decline' });
    await decline.click();
    // Answered, the banner gives the focus back where the reader was: only then is it theirs.
    await decline.waitFor({ state: 'detached' });
    await settle(page);
    const load = page.getByRole('button', { name: 'Load' });
    await load.focus();
    await expect
      .poll(() => load.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Enter');
    await map(page).getByText('Meetup venue, Freiburg').waitFor();
    await settle(page);
    expect(await visits(page)).toBe(0);
    expect(partners).toEqual(['/assets/embeds/map.html']);
  });

  it('keeps the placeholder axe clean, and a page without gated markup fetches none of its code', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    await page.goto(`${base}${ARTICLE}`);
    await page.getByRole('button', { name: 'Load' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(scripts.some((url) => url.includes('/chunks/consent-'))).toBe(true);

    const elsewhere = recordScripts(page);
    await page.goto(`${base}/articles/accessible-forms`);
    await settle(page);
    expect(elsewhere.filter((url) => url.includes('/chunks/consent-'))).toEqual([]);
  });
});
