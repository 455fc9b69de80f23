import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMMENT_HELD, COMMENT_PUBLISHED } from '@domain/comments';
import { collectErrors, hasChromium, useDemo } from './harness';

const ARTICLE = '/articles/web-performance-budgets';

/** Every comments request the page makes (thread files and posts). */
const watchComments = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/comments')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
};

const area = (page: Page) => page.locator('#comments');

// Issue 15 (Comments) on a demo article, in Chromium against the reference backend.
describe.runIf(hasChromium)('article comments in Chromium', () => {
  const { fresh } = useDemo();

  it('counts in the byline, loads the thread near the viewport, publishes one comment and holds one with a link', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const requests = watchComments(page);
    await page.goto(`${base}${ARTICLE}`);
    const count = page.getByRole('link', { name: '2 comments' });
    await count.waitFor();
    expect(await count.getAttribute('href')).toBe('#comments');
    // The thread is far below the fold: only the count was asked for.
    expect(requests).toEqual(['GET /comments/articles-web-performance-budgets.count.json']);

    await area(page).scrollIntoViewIfNeeded();
    const sam = page.getByRole('article', { name: 'Comment by Sam Smashing' });
    await sam.waitFor();
    expect(requests).toContain('GET /comments/articles-web-performance-budgets.json');
    // Lena answers Sam: her comment is in the list nested in Sam's item.
    await page
      .locator('li', { has: sam })
      .getByRole('article', { name: 'Comment by Lena Fischer' })
      .waitFor();

    await area(page).getByLabel('Name').fill('Tess Tabby');
    await area(page)
      .getByLabel(/^Email/)
      .fill('tess@example.com');
    await area(page)
      .getByRole('textbox', { name: 'Comment' })
      .fill('Budgets in CI changed how we review pages.');
    await area(page).getByRole('button', { name: 'Post comment' }).click();
    await area(page).getByText(COMMENT_PUBLISHED).waitFor();
    const mine = page.getByRole('article', { name: 'Comment by Tess Tabby' });
    await mine.getByText('Budgets in CI changed how we review pages.').waitFor();
    await page.getByRole('link', { name: '3 comments' }).waitFor();

    await area(page)
      .getByRole('textbox', { name: 'Comment' })
      .fill('Our write-up: https://cats.example/budgets');
    await area(page).getByRole('button', { name: 'Post comment' }).click();
    await area(page).getByText(COMMENT_HELD).waitFor();
    expect(await area(page).getByText('Our write-up').count()).toBe(0);
    expect(await area(page).getByRole('article').count()).toBe(3);

    // A reload shows the published comment from the server, and still not the held one.
    await page.reload();
    await area(page).scrollIntoViewIfNeeded();
    await page.getByRole('article', { name: 'Comment by Tess Tabby' }).waitFor();
    expect(await area(page).getByText('Our write-up').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('posts with the keyboard alone, from the byline link to the button', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}${ARTICLE}`);
    await page.getByRole('link', { name: /\d+ comments/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: 'Comment by Sam Smashing' }).waitFor();
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
          ? (active.labels?.[0]?.textContent ?? '')
          : (active?.textContent ?? '');
      });
    for (let i = 0; i < 40 && (await focusedLabel()) !== 'Name'; i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedLabel()).toBe('Name');
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Twitter handle (optional)');
    await page.keyboard.type('@kim_keys');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Comment');
    await page.keyboard.type('Posted without touching the mouse.');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Post comment');
    await page.keyboard.press('Enter');
    await area(page).getByText(COMMENT_PUBLISHED).waitFor();
    await page
      .getByRole('article', { name: 'Comment by Kim Keys' })
      .getByText('Posted without touching the mouse.')
      .waitFor();
    // The handle is kept and shown, linked to its profile.
    await page
      .getByRole('article', { name: 'Comment by Kim Keys' })
      .getByRole('link', { name: '@kim_keys' })
      .waitFor();
  });
});
