import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { axeViolations } from './axe';
import { collectErrors, hasChromium, recordScripts, useDemo } from './harness';
import { logIn } from './journeys';

/**
 * "Remember me" ticked; the login takes them back to the remembered page (the subscription
 * checkout remembers itself for a visitor) or the member area.
 */
const logInRemembered = (page: Page, base: string, email: string) =>
  logIn(page, base, email, DEMO_PASSWORD, { remember: true });

const MEMBER_PAGES = [
  '/membership/',
  '/membership/personal',
  '/membership/your-plan',
  '/membership/orders',
  '/membership/downloads',
  '/membership/plans',
  '/membership/subscribe',
];

// The member area as a member, an editor, a reader and a visitor see it.
describe.runIf(hasChromium)('the member area in Chromium', () => {
  const { fresh } = useDemo();

  it('greets a member on the dashboard, and shows the plans there after a logout', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await logInRemembered(page, base, 'member@example.com');
    await page.getByRole('heading', { name: 'Welcome back, Milo Member' }).waitFor();
    await page.getByText(/Member plan \(yearly\)/).waitFor();
    await page
      .getByRole('navigation', { name: 'Your membership' })
      .getByRole('link', { name: 'Your plan' })
      .waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Log out' }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/membership/');
    await page.getByRole('heading', { name: 'Become a member' }).waitFor();
    await page.getByRole('link', { name: 'Compare the plans' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows an editor the edit link; a reader's and a visitor's page never fetch its code", async () => {
    const { base, page } = await fresh();
    const article = `${base}/articles/accessible-forms`;
    const visitorScripts = recordScripts(page);
    await page.goto(article);
    await page.locator('[data-container="TOC"][data-state="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(visitorScripts.some((path) => path.includes('/EditButton-'))).toBe(false);

    await logInRemembered(page, base, 'reader@example.com');
    const readerScripts = recordScripts(page);
    await page.goto(article);
    await page.getByRole('link', { name: /^Rita Reader/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(readerScripts.some((path) => path.includes('/EditButton-'))).toBe(false);
    expect(await page.getByRole('link', { name: 'Edit this article' }).count()).toBe(0);

    const editor = await fresh();
    await logInRemembered(editor.page, editor.base, 'smashing@example.com');
    const editorScripts = recordScripts(editor.page);
    await editor.page.goto(`${editor.base}/articles/accessible-forms`);
    const edit = editor.page.getByRole('link', { name: 'Edit this article' });
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toBe('/admin/articles/accessible-forms');
    expect(editorScripts.some((path) => path.includes('/EditButton-'))).toBe(true);
  });

  it('names the address a recovery link went to, as text', async () => {
    const { base, page } = await fresh();
    await page.goto(
      `${base}/auth/confirmation?email=${encodeURIComponent('<b>tabby</b>@example.com')}`,
    );
    const sentTo = page.locator('[data-container="InsertQueryParam"]');
    await sentTo.getByText('<b>tabby</b>@example.com').waitFor();
    expect(await sentTo.locator('b').count()).toBe(0);
  });

  it("keeps the editor's words below the member count's minimum on the plans page, and shows the member price on a book", async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/membership/plans`);
    // The demo has a handful of members, below the count's minimum: the editor's words stay.
    const count = page.locator('[data-container="MemberCount"][data-state="ready"]');
    await count.waitFor();
    expect(await count.locator('strong').count()).toBe(0);
    await page.goto(`${base}/books/smashing-book-7`);
    await page.getByText('Members pay from $39.60 (up to 10 % off).').waitFor();
    await logInRemembered(page, base, 'member@example.com');
    await page.goto(`${base}/books/smashing-book-7`);
    await page.getByText('Your Member plan saves you $2.20 on this (5 % off).').waitFor();
  });

  it(
    'has no accessibility violation on any membership page, for a member and a visitor',
    { timeout: 150_000 },
    async () => {
      const { base, page } = await fresh();
      const visitor: Record<string, string[]> = {};
      for (const path of ['/membership/', '/membership/plans', '/membership/subscribe']) {
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        visitor[path] = await axeViolations(page);
      }
      expect(visitor).toEqual(Object.fromEntries(Object.keys(visitor).map((p) => [p, []])));
      await logInRemembered(page, base, 'smashing@example.com');
      const member: Record<string, string[]> = {};
      for (const path of MEMBER_PAGES) {
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        member[path] = await axeViolations(page);
      }
      expect(member).toEqual(Object.fromEntries(MEMBER_PAGES.map((p) => [p, []])));
    },
  );
});
