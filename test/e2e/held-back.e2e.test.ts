import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useDemoContexts } from './harness';
import { buyEbook } from './journeys';
import { returningMember, returningShopper } from './member-session';
import type { Storage } from './member-session';

/** Every chunk of ours held back for good: a reader on a connection that never brings them. */
const holdChunks = (page: Page) =>
  page.route(/\/js\/chunks\/[^/]+\.js$/, (route) => route.abort('failed'));

/** Whether a text shows on the page: present, and not under a skeleton or hidden. */
const shows = (page: Page, text: string) => page.getByText(text).first().isVisible();

describe.runIf(hasChromium)("the first view of a reader whose widgets' code never comes", () => {
  const { demo, open } = useDemoContexts();
  let shopper: Storage | undefined;
  let member: Storage | undefined;

  beforeAll(async () => {
    shopper = await returningShopper(demo());
    member = await returningMember(demo());
  }, 60_000);

  it('never tells a shopper with a cart that it is empty', async () => {
    const { base, page } = await open({ storageState: shopper });
    await holdChunks(page);
    for (const path of ['/cart', '/checkout/', '/books/']) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      expect(await shows(page, 'Your cart is empty'), path).toBe(false);
    }
  });

  it('never offers a member "Log in" nor a visitor\'s prices and panels', async () => {
    const { base, page } = await open({ storageState: member });
    await holdChunks(page);
    for (const path of ['/', '/membership/', '/books/', '/cart']) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Log in' }).isVisible(), path).toBe(false);
      expect(await shows(page, 'Your cart is empty'), path).toBe(false);
    }
  });

  it('never says "Order not found" on the page of an order just paid', async () => {
    const { base, page } = await open();
    const order = await buyEbook(page, base, 'held-back@example.com');
    expect(order).not.toBe('');
    await holdChunks(page);
    await page.goto(`${base}/checkout/order?order=${order}`, { waitUntil: 'load' });
    expect(await shows(page, 'Order not found')).toBe(false);
  });

  it("keeps the cookie banner's answer clicked before its code, 50 ms before moving on", async () => {
    const { base, page } = await open();
    // The banner's own chunk never comes; the loader and the page's rules do.
    await page.route(/\/js\/chunks\/CookieBanner-[^/]+\.js$/, (route) => route.abort('failed'));
    // The loader and its page rules are in; the banner is the build's markup.
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForTimeout(50);
    await page.goto(`${base}/about`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(false);
  });
});
