import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { collectErrors, hasChromium, useDemo } from './harness';

const ARTICLE = '/articles/accessible-forms';
const NOTE = 'Ads help us pay our authors.';

/** Every ad proxy request the page makes, as the browser sends them. */
const watchAdRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/friskies')) seen.push(request.url());
  });
  return seen;
};

const partnerOffers = (page: Page) => page.getByRole('region', { name: 'Partner offers' });
const houseRegion = (page: Page) => page.getByRole('region', { name: 'From the magazine' });

const clicks = async (page: Page, base: string): Promise<Record<string, number>> =>
  (
    (await (await page.request.get(`${base}/ads/stats`)).json()) as {
      clicks: Record<string, number>;
    }
  ).clicks;

// SPEC points 4, 5 and 9 on the demo's article page, in Chromium against the reference backend.
describe.runIf(hasChromium)('partner ads in Chromium', () => {
  const { fresh } = useDemo();

  it('a visitor sees the house panel until accepting cookies, then at most two ads; a click is counted', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const requests = watchAdRequests(page);
    await page.goto(`${base}${ARTICLE}`);
    // The panel loads as the reader nears it, as every container below the fold does.
    await page.locator('[data-container="FeaturePanel"]').scrollIntoViewIfNeeded();
    await houseRegion(page).waitFor();
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await partnerOffers(page).waitFor();
    const links = partnerOffers(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(2);
    expect(requests).toHaveLength(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      expect(await link.getAttribute('href')).toMatch(/\/ads\/click\/[\w-]+$/);
    }
    for (const ad of await partnerOffers(page).getByRole('listitem').all()) {
      expect((await ad.boundingBox())?.width ?? 0).toBeLessThanOrEqual(250);
    }
    await expect.poll(() => page.getByText(NOTE).isVisible()).toBe(false);

    // The article page stays clean (the partner's landing page is the demo server's, not ours).
    expect(errors).toEqual([]);

    const href = (await links.first().getAttribute('href')) ?? '';
    const id = href.split('/').pop() ?? '';
    const before = (await clicks(page, base))[id] ?? 0;
    await links.first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/ads/partners/'));
    expect((await clicks(page, base))[id]).toBe(before + 1);
  });

  it('a member with a plan sees no ad, and no ad is requested', async () => {
    const { base, page } = await fresh();
    const requests = watchAdRequests(page);
    await page.goto(`${base}/auth/`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/membership'));

    await page.goto(`${base}${ARTICLE}`);
    // The panel loads as the reader nears it, as every container below the fold does.
    await page.locator('[data-container="FeaturePanel"]').scrollIntoViewIfNeeded();
    // The magazine's own panel for the placement stays; partner content does not.
    await houseRegion(page).waitFor();
    expect(await partnerOffers(page).count()).toBe(0);
    expect(await page.getByText('Partner', { exact: true }).count()).toBe(0);
    expect(requests).toEqual([]);
  });

  it('with the ad proxy blocked, the house panel and the ad-block note show', async () => {
    const { base, page } = await fresh();
    await page.route('**/friskies*', (route) => route.abort('blockedbyclient'));
    await page.goto(`${base}${ARTICLE}`);
    // The panel loads as the reader nears it, as every container below the fold does.
    await page.locator('[data-container="FeaturePanel"]').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByText(NOTE).waitFor({ state: 'visible' });
    await houseRegion(page).waitFor();
    expect(await partnerOffers(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Consider becoming a member.' }).waitFor();
  });
});
