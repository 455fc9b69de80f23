import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { VIEWPORTS, demoPages } from './demo-pages';
import { collectErrors, hasChromium, useDemoContexts } from './harness';

/**
 * Hosts a visitor's first view leaves empty on purpose: the widget would render nothing for
 * them (an editor's button, an email link's verification, a member's last orders or new
 * password, the mini cart on the cart and checkout pages, where the page itself is the cart,
 * the number of hits of a search no one has made).
 */
const EMPTY_FOR_A_VISITOR = new Set([
  'EditButton',
  'TokenVerification',
  'LastOrders',
  'MemberRecoverPassword',
  'MiniCart',
  'SearchHitsCount',
]);

/** Holds the React chunk back until `release()`: a reader on a slow connection. */
async function holdReact(page: Page): Promise<{ release(): void; asked: Promise<void> }> {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/js\/chunks\/react-[^/]+\.js$/, async (route) => {
    asked();
    await gate;
    await route.continue();
  });
  return { release, asked: requested };
}

describe.runIf(hasChromium)('containers prerendered into the demo pages', () => {
  const { open } = useDemoContexts();
  const atPhone = (options: BrowserContextOptions = {}) =>
    open({ viewport: VIEWPORTS.phone, ...options });

  it('shows every container’s first view with JavaScript off, on every demo page', async () => {
    const { base, page } = await atPhone({ javaScriptEnabled: false });
    const empty: string[] = [];
    for (const path of demoPages()) {
      await page.goto(`${base}${path}`);
      const hosts = await page.$$eval('[data-container]', (elements) =>
        elements.map((host) => ({
          name: host.getAttribute('data-container') ?? '',
          prerendered: host.hasAttribute('data-prerendered'),
          empty: host.innerHTML.trim() === '',
        })),
      );
      for (const host of hosts) {
        if (host.empty && !EMPTY_FOR_A_VISITOR.has(host.name)) empty.push(`${path}: ${host.name}`);
      }
      expect(hosts.length, path).toBeGreaterThanOrEqual(2);
    }
    expect(empty).toEqual([]);
  });

  it('opens the mini cart clicked before its code came, once the code is there', async () => {
    const { base, page } = await atPhone();
    const errors = collectErrors(page);
    const react = await holdReact(page);
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Cart, 0 items' });
    await button.click();
    await react.asked;
    // Nothing happens on its own while the code is held: no navigation, no half-open panel.
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    react.release();
    await page.getByText('Your cart is empty.').waitFor();
    expect(
      await page.getByRole('button', { name: 'Cart, 0 items' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(errors).toEqual([]);
  });

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    "gives a visitor the book page without React, the teaser's line in the editor's room (%s)",
    async (viewport) => {
      const teaserHeight = async (page: Page) =>
        (await page.locator('[data-container="PriceTeaser"]').boundingBox())?.height;
      const { base, page: noScript } = await atPhone({
        viewport: VIEWPORTS[viewport],
        javaScriptEnabled: false,
      });
      await noScript.goto(`${base}/books/smashing-book-7`);
      const fallback = await teaserHeight(noScript);
      expect(fallback).toBeGreaterThan(0);

      const { page } = await atPhone({ viewport: VIEWPORTS[viewport] });
      const errors = collectErrors(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${base}/books/smashing-book-7`);
      await page.getByText('Members pay from $39.60 (up to 10 % off).').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await teaserHeight(page)).toBe(fallback);
      expect(scripts.some((path) => /\/chunks\/PriceTeaser-[^/]+\.js$/.test(path))).toBe(true);
      expect(scripts.filter((path) => /\/chunks\/react(-host)?-[^/]+\.js$/.test(path))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('keeps every character typed into the login form before React arrived, and logs in', async () => {
    const { base, page } = await atPhone();
    const react = await holdReact(page);
    await page.goto(`${base}/auth/`, { waitUntil: 'domcontentloaded' });
    const email = page.getByLabel('Email');
    await email.click();
    await react.asked;
    await page.keyboard.type('member@exa', { delay: 20 });
    react.release();
    // Typing goes on while the component takes the prerendered form's place.
    await page.keyboard.type('mple.com', { delay: 20 });
    await page.locator('[data-container="Login"] [data-widget-slot]').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('member@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/membership/'));
  });
});
