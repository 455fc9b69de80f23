import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD_CHANGED, WELCOME_CONFIRMED, addedToCart } from '../../src/domain';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';

interface Mail {
  kind: string;
  links: { url: string }[];
}

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/auth/signup`);
  await page.getByLabel('Name').fill('Tabby Cat');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('main').getByRole('status').waitFor();
}

async function outboxLink(page: Page, base: string, email: string, kind: string) {
  const res = await page.request.get(`${base}/_outbox.json?to=${encodeURIComponent(email)}`);
  const mail = ((await res.json()) as Mail[]).find((m) => m.kind === kind);
  return mail?.links[0]?.url ?? '';
}

/** Signs up, follows the confirmation link from the outbox and waits until logged in. */
async function confirmedMember(page: Page, base: string, email: string, password: string) {
  await signUp(page, base, email, password);
  const link = await outboxLink(page, base, email, 'signup-confirmation');
  await page.goto(link.replace(new URL(link).origin, base));
  await page.getByText(WELCOME_CONFIRMED).waitFor();
  return link;
}

/** Logs out from the header and waits for the page it leads to (/membership/) to load. */
async function logOut(page: Page) {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Log out' }).click(),
  ]);
}

// A member's journey: signup, the confirmation mail, the member area, logout.
describe.runIf(hasChromium)('membership in Chromium', () => {
  const { fresh } = useDemo();

  it('signs up, confirms from the outbox and lands logged in, across reloads', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const email = unique('journey');
    const link = await confirmedMember(page, base, email, 'whiskers-and-yarn');
    expect(new URL(link).pathname).toBe('/membership/');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('link', { name: /^Tabby Cat/ }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: /^Tabby Cat/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a visitor from /membership/orders to /auth and back after login; no way off-site', async () => {
    const { base, page } = await fresh();
    const email = unique('return');
    await confirmedMember(page, base, email, 'whiskers-and-yarn');
    // Logging out reloads /membership/, where the confirmation already left us: wait for it.
    await logOut(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();

    await page.goto(`${base}/membership/orders`);
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('whiskers-and-yarn');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/membership/orders`);

    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await logOut(page);
      await page.goto(`${base}/auth/?return=${encodeURIComponent(evil)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('whiskers-and-yarn');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/membership/');
      expect(new URL(page.url()).origin).toBe(base);
    }
  });

  it('logs out to /membership/, and the cart no longer knows the member', async () => {
    const { base, page } = await fresh();
    const email = unique('cart');
    await confirmedMember(page, base, email, 'whiskers-and-yarn');
    // Put the member's email on the cart, as the checkout does.
    await page.goto(`${base}/books/`);
    await whenReady(page, 'button[data-sku="form-design-patterns-ebook"]');
    await page.locator('button[data-sku="form-design-patterns-ebook"]').click();
    await page.getByText(addedToCart('Form Design Patterns (eBook)')).waitFor();
    const api = (path: string, init: { method: string; data?: unknown }) =>
      page.evaluate(
        async ({ path, init }) => {
          const session = /swell-session=([^;]+)/.exec(document.cookie)?.[1] ?? '';
          const res = await fetch(`/api/${path}`, {
            method: init.method,
            headers: {
              Authorization: `Basic ${btoa('pk_demo_magazine')}`,
              'Content-Type': 'application/json',
              'X-Session': decodeURIComponent(session),
            },
            body: init.data === undefined ? undefined : JSON.stringify(init.data),
          });
          return (await res.json()) as { account: { email?: string } | null };
        },
        { path, init },
      );
    expect(
      (await api('cart', { method: 'PUT', data: { account: { email } } })).account?.email,
    ).toBe(email);
    await Promise.all([
      page.waitForURL(`${base}/membership/`),
      page.getByRole('button', { name: 'Log out' }).click(),
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect((await api('cart', { method: 'GET' })).account).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('gotrue.user'))).toBeNull();
  });

  it('follows a recovery link on a members-only page without being sent away', async () => {
    const { base, page } = await fresh();
    const email = unique('amnesia');
    await signUp(page, base, email, 'whiskers-and-yarn');
    await page.goto(`${base}/auth/amnesia`);
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/confirmation'));
    const link = await outboxLink(page, base, email, 'password-recovery');
    expect(new URL(link).pathname).toBe('/membership/recover-password');
    await page.goto(link.replace(new URL(link).origin, base));
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-ball-of-yarn');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.getByText(PASSWORD_CHANGED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/membership/recover-password');
  });

  it('without "remember me" the visit keeps the login from page to page', async () => {
    const { base, page } = await fresh();
    const email = unique('tab');
    await confirmedMember(page, base, email, 'whiskers-and-yarn');
    await logOut(page);
    await page.goto(`${base}/auth/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('whiskers-and-yarn');
    await page.getByRole('checkbox', { name: /Remember me/ }).uncheck();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/membership/');
    await page.goto(`${base}/membership/orders`);
    await page.getByRole('link', { name: /^Tabby Cat/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/membership/orders');
    expect(await page.evaluate(() => localStorage.getItem('gotrue.user'))).toBeNull();
  });
});
