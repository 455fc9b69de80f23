import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { collectErrors, hasChromium, recordScripts, useDemo, whenReady } from './harness';
import { buyEbook, logIn } from './journeys';

const MEMBER = 'reader@example.com';

// A member buys, then finds the order in the member area: the list, its page, the dashboard.
describe.runIf(hasChromium)("the member's orders in Chromium", () => {
  const { fresh } = useDemo();

  it('a member buys an ebook; /membership/orders lists it and opens it; the dashboard shows it', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await logIn(page, base, MEMBER, DEMO_PASSWORD);
    const id = await buyEbook(page, base, MEMBER);
    const number = (await page.getByRole('heading', { name: /^Order \d+$/ }).textContent()) ?? '';
    expect(number).toMatch(/^Order \d+$/);

    await page.goto(`${base}/membership/orders`);
    const newest = page.getByRole('article').first();
    await newest.getByRole('link', { name: number }).waitFor();
    await newest
      .getByRole('table', { name: /^Items of order / })
      .getByText('Smashing Book 7 (eBook)')
      .waitFor();
    await newest.getByText('Paid').waitFor();
    await newest.getByRole('link', { name: number }).click();
    await page.waitForURL(`${base}/checkout/order?order=${id}`);
    await page.getByRole('heading', { name: number }).waitFor();
    await page.getByRole('link', { name: /^Download PDF of Smashing Book 7/ }).waitFor();

    await page.goto(`${base}/membership/`);
    const latest = page.getByRole('region', { name: 'Your latest orders' });
    const link = latest.getByRole('link', { name: number });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/checkout/order?order=${id}`);
    await latest.getByRole('link', { name: 'All your orders' }).click();
    await page.waitForURL(`${base}/membership/orders`);
    await page.getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a visitor on the dashboard downloads no orders widget and sees no error', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await page.goto(`${base}/membership/`, { waitUntil: 'networkidle' });
    await whenReady(page, '[data-container="MemberHeader"]');
    expect(scripts.filter((url) => url.includes('/LastOrders-'))).toEqual([]);
    expect(await page.locator('[data-container="LastOrders"]').innerHTML()).toBe('');
    expect(errors).toEqual([]);
  });
});
