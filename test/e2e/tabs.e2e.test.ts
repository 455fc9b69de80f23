import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';
import { logIn, logOut } from './journeys';
import { MEMBER } from './member-session';

// "Within a second": the other tab follows on its own, without a reload.
const SECOND = { timeout: 1000 };

/** A second tab opened from `page`, as a reader's middle click does: it shares the tab's session. */
async function openFrom(page: Page, path: string): Promise<Page> {
  const [other] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => window.open(url), path),
  ]);
  await other.waitForLoadState();
  return other;
}

// Item 1 of issue 25: two tabs of one browser agree on the cart, the login and the privacy choice.
describe.runIf(hasChromium)('two tabs of one reader in Chromium', () => {
  const { fresh } = useDemo();

  it("a book added in one tab shows in the other's mini cart, and a privacy answer closes both banners and starts the partner code in both", async () => {
    const { base, context, page: books } = await fresh();
    const errors = collectErrors(books);
    await books.goto(`${base}/books/smashing-book-7`);
    const article = await context.newPage();
    errors.push(...collectErrors(article));
    await article.goto(`${base}/articles/web-performance-budgets`);
    await article.getByRole('button', { name: 'Accept all' }).waitFor();

    await books.getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => article.getByRole('button', { name: 'Accept all' }).count(), SECOND)
      .toBe(0);
    // The partner code the article holds back for statistics consent starts there too.
    await expect
      .poll(() => article.evaluate(() => document.documentElement.dataset.partnerVisits), SECOND)
      .toBe('1');

    await whenReady(books, '.formats button[data-sku="smashing-book-7-print"]');
    await books.locator('.formats button[data-sku="smashing-book-7-print"]').click();
    await books.getByRole('button', { name: 'Cart, 1 item, $44.00' }).waitFor();
    await expect
      .poll(() => article.getByRole('button', { name: 'Cart, 1 item, $44.00' }).count(), SECOND)
      .toBe(1);
    // And back: a quantity changed in the second tab's cart shows in the first.
    await article.getByRole('button', { name: 'Cart, 1 item, $44.00' }).click();
    await article
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect
      .poll(() => books.getByRole('button', { name: /^Cart, 0 items/ }).count(), SECOND)
      .toBe(1);
    expect(errors).toEqual([]);
  });

  it('a logout in one tab logs out the other, even a session kept only for the tab', async () => {
    const { base, page } = await fresh();
    // Without "Remember me" the session lives in the tab's sessionStorage: no storage event
    // tells the other tab of its end, only the tabs' channel does.
    await logIn(page, base, MEMBER.email, DEMO_PASSWORD, { remember: false });
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const other = await openFrom(page, '/articles/');
    await other.getByRole('button', { name: 'Log out' }).waitFor();

    await logOut(page);
    await expect.poll(() => other.getByRole('link', { name: 'Log in' }).count(), SECOND).toBe(1);
    expect(await other.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    // The next page of that tab finds no session either.
    await other.reload();
    await other.getByRole('link', { name: 'Log in' }).waitFor();
  });
});
