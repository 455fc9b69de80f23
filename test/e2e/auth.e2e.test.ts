import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED, addedToCart } from '@domain';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';
import {
  PASSWORD,
  logIn,
  logOut,
  mailedLink,
  newMember,
  onBase,
  signUp,
  uniqueEmail as unique,
} from './journeys';

// A member's journey: signup, the confirmation mail, the member area, logout.
describe.runIf(hasChromium)('membership in Chromium', () => {
  const { fresh } = useDemo();

  it('signs up, confirms from the outbox and lands logged in, across reloads', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const email = unique('journey');
    const link = await newMember(page, base, email);
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
    await newMember(page, base, email);
    // Logging out reloads /membership/, where the confirmation already left us: wait for it.
    await logOut(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();

    await page.goto(`${base}/membership/orders`);
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/membership/orders`);

    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await logOut(page);
      await logIn(page, base, email, PASSWORD, { at: `/auth/?return=${encodeURIComponent(evil)}` });
      expect(new URL(page.url()).pathname).toBe('/membership/');
      expect(new URL(page.url()).origin).toBe(base);
    }
  });

  it('logs out to /membership/, and the cart no longer knows the member', async () => {
    const { base, page } = await fresh();
    const email = unique('cart');
    await newMember(page, base, email);
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
    await signUp(page, base, email);
    await page.goto(`${base}/auth/amnesia`);
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/confirmation'));
    const link = await mailedLink(page.request, base, email, 'password-recovery');
    expect(new URL(link).pathname).toBe('/membership/recover-password');
    await page.goto(onBase(link, base));
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-ball-of-yarn');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.getByText(PASSWORD_CHANGED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/membership/recover-password');
  });

  it('without "remember me" the visit keeps the login from page to page', async () => {
    const { base, page } = await fresh();
    const email = unique('tab');
    await newMember(page, base, email);
    await logOut(page);
    await logIn(page, base, email, PASSWORD, { remember: false });
    expect(new URL(page.url()).pathname).toBe('/membership/');
    await page.goto(`${base}/membership/orders`);
    await page.getByRole('link', { name: /^Tabby Cat/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/membership/orders');
    expect(await page.evaluate(() => localStorage.getItem('gotrue.user'))).toBeNull();
  });
});
