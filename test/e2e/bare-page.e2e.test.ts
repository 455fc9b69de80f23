import { existsSync } from 'node:fs';
import type { Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STYLESHEET } from '@server/app';
import { collectErrors, fixture, hasChromium, useDemo, whenReady } from './harness';

// A publisher's page with the loader, the library's stylesheet and nothing else: no magazine
// CSS. Every value asserted below can only come from widgets.css (the browser's defaults are
// a square grey button, a disc list, a thin inset border, static positioning).
const STYLESHEET = '<link rel="stylesheet" href="/css/widgets.css" />';

const WIDGETS = `
  <header>
    <div data-container="MiniCart"></div>
    <div data-container="MemberHeader"></div>
    <button type="button" data-behaviour="ContrastSwitcher">High contrast</button>
  </header>
  <nav data-container="TOC" data-source="#article" aria-label="Table of contents"
    style="--mw-toc-block-size: 8rem"></nav>
  <article id="article">
    <h2>Why layers exist</h2><p>Text.</p>
    <h2>How the cascade decides</h2><p>Text.</p>
  </article>
  <p>
    <span data-container="PriceTag" data-sku="smashing-book-7-ebook">$19.00</span>
    <button type="button" data-behaviour="AddToCart" data-sku="smashing-book-7-ebook">Add the eBook</button>
    <button type="button" data-behaviour="InstantAddToCart" data-sku="smashing-book-7-print">Buy now</button>
  </p>
  <div data-container="Login"></div>
  <div data-container="Signup"></div>
  <div data-container="Amnesia"></div>
  <div data-container="MemberRecoverPassword"></div>
  <div data-container="TokenVerification"></div>
  <a href="/auth/" data-behaviour="AddLoginRedirect">Log in</a>
  <div data-container="CookieBanner"></div>`;

const style = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

// The defaults of src/kit/styles/tokens.css, as the browser computes them.
const ACCENT = 'rgb(29, 91, 191)';
const ON_ACCENT = 'rgb(255, 255, 255)';
const SURFACE = 'rgb(255, 255, 255)';
const BORDER = 'rgb(207, 211, 218)';
const ERROR = 'rgb(179, 38, 30)';

async function openBarePage(page: Page, base: string, extra = ''): Promise<void> {
  await fixture(page, base, '/bare', `${STYLESHEET}${extra}${WIDGETS}`);
  await page.goto(`${base}/bare`);
  for (const name of ['MiniCart', 'MemberHeader', 'TOC', 'PriceTag', 'Login', 'CookieBanner']) {
    await whenReady(page, `[data-container="${name}"]`);
  }
}

describe.runIf(hasChromium)('a bare page with only the loader and the library stylesheet', () => {
  const { fresh } = useDemo({ width: 1280, height: 800 });

  beforeAll(() => {
    if (!existsSync(DEFAULT_STYLESHEET)) {
      throw new Error('dist/widgets.css is missing: run `npm run build` first.');
    }
  });

  it('has no stylesheet but the library one', async () => {
    const { base, page } = await fresh();
    await openBarePage(page, base);
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => new URL(sheet.href ?? 'inline:').pathname),
    );
    expect(sheets).toEqual(['/css/widgets.css']);
  });

  it('styles the header widgets: the cart button, its summary and the member corner', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await openBarePage(page, base);
    const cart = page.getByRole('button', { name: /^Cart/ });
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(await style(cart, 'padding-left')).toBe('0px');
    expect(await style(cart, 'border-top-width')).toBe('2px');
    expect(await style(cart, 'border-top-color')).toBe(BORDER);
    expect(await style(cart, 'border-top-left-radius')).toBe('999px');
    expect(await style(cart, 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(page.locator('.mw-mini-cart__count'), 'background-color')).toBe(ACCENT);

    await cart.click();
    const panel = page.locator('.mw-mini-cart__panel');
    expect(await style(panel, 'position')).toBe('absolute');
    expect(await style(panel, 'background-color')).toBe(SURFACE);
    expect(await style(panel, 'border-top-left-radius')).toBe('10px');

    const login = page.locator('[data-container="MemberHeader"]').getByRole('link', {
      name: 'Log in',
    });
    expect(await style(login, 'text-decoration-line')).toBe('none');
    expect(await style(login, 'font-weight')).toBe('600');
    expect(errors).toEqual([]);
  });

  it('styles the table of contents, the cookie banner and the add-to-cart status', async () => {
    const { base, page } = await fresh();
    await openBarePage(page, base);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    expect(await style(toc.locator('ol').first(), 'list-style-type')).toBe('none');
    expect(await style(toc.locator('ol').first(), 'padding-left')).toBe('0px');
    const entry = toc.getByRole('link', { name: 'Why layers exist' });
    expect(await style(entry, 'text-decoration-line')).toBe('none');
    expect(await style(entry, 'border-left-width')).toBe('3px');

    const banner = page.getByRole('region', { name: 'Cookies, briefly' });
    expect(await style(banner, 'position')).toBe('fixed');
    expect(await style(banner, 'background-color')).toBe(SURFACE);
    expect(await style(banner, 'border-top-left-radius')).toBe('10px');
    const accept = banner.getByRole('button', { name: 'Accept all' });
    expect(await style(accept, 'background-color')).toBe(ACCENT);
    expect(await style(accept, 'color')).toBe(ON_ACCENT);
    expect(await style(accept, 'border-top-left-radius')).toBe('999px');
    const decline = banner.getByRole('button', { name: 'Decline' });
    expect(await style(decline, 'background-color')).toBe('rgba(0, 0, 0, 0)');

    // The behaviour adds its live region after the editor's button, in the widgets' type.
    await whenReady(page, '[data-behaviour="AddToCart"]');
    await page.getByRole('button', { name: 'Add the eBook' }).click();
    const status = page.locator('[data-behaviour="AddToCart"] + .mw-add-status');
    await expect.poll(() => status.textContent()).not.toBe('');
    expect(await style(status, 'display')).toBe('block');
    expect(await style(status, 'font-size')).toBe('15.2px');
    expect(await style(status, 'font-family')).toMatch(/^system-ui/);
  });

  it('styles the forms: fields, errors and the main button', async () => {
    const { base, page } = await fresh();
    await openBarePage(page, base);
    await page.getByRole('button', { name: 'Accept all' }).click();
    const login = page.locator('[data-container="Login"]');
    const email = login.getByLabel('Email');
    expect(await style(email, 'border-top-width')).toBe('2px');
    expect(await style(email, 'border-top-color')).toBe(BORDER);
    expect(await style(email, 'border-top-left-radius')).toBe('6px');
    const submit = login.getByRole('button', { name: 'Log in' });
    expect(await style(submit, 'background-color')).toBe(ACCENT);
    expect(await style(submit, 'border-top-left-radius')).toBe('999px');

    await submit.click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await style(email, 'border-top-color')).toBe(ERROR);
    expect(await style(login.locator('.mw-field__error').first(), 'color')).toBe(ERROR);
  });

  it('styles a failed email link', async () => {
    const { base, page } = await fresh();
    await fixture(page, base, '/bare', `${STYLESHEET}${WIDGETS}`);
    await page.goto(`${base}/bare#confirmation_token=not-a-token`);
    const note = page.locator('[data-container="TokenVerification"]').getByRole('alert');
    await note.waitFor();
    expect(await style(note, 'color')).toBe(ERROR);
    expect(await style(note, 'font-weight')).toBe('600');
  });

  it('swaps every widget to the high-contrast theme with the ContrastSwitcher', async () => {
    const { base, page } = await fresh();
    await openBarePage(page, base);
    await whenReady(page, '[data-behaviour="ContrastSwitcher"]');
    await page.getByRole('button', { name: 'High contrast' }).click();
    const banner = page.getByRole('region', { name: 'Cookies, briefly' });
    await expect.poll(() => style(banner, 'background-color')).toBe('rgb(0, 0, 0)');
    const accept = banner.getByRole('button', { name: 'Accept all' });
    expect(await style(accept, 'background-color')).toBe('rgb(255, 230, 0)');
    expect(await style(page.getByRole('button', { name: /^Cart/ }), 'color')).toBe(
      'rgb(255, 255, 255)',
    );
  });

  it("lets a site's own rule win without !important, even a less specific one", async () => {
    const { base, page } = await fresh();
    // A bare element selector against the library's class selectors, and a token on :root.
    const site = `<style>
      button { border-radius: 3px; }
      :root { --mw-color-accent: rgb(11, 110, 99); }
    </style>`;
    await openBarePage(page, base, site);
    const cart = page.getByRole('button', { name: /^Cart/ });
    expect(await style(cart, 'border-top-left-radius')).toBe('3px');
    const accept = page.getByRole('button', { name: 'Accept all' });
    expect(await style(accept, 'border-top-left-radius')).toBe('3px');
    expect(await style(accept, 'background-color')).toBe('rgb(11, 110, 99)');
  });

  it('shows what is loading as a skeleton that stands still for reduced motion', async () => {
    const { base, context, page } = await fresh();
    // The TOC's chunk and the products are held back, so the TOC's host and the price stay
    // in their loading state while we look.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await context.route(/\/js\/chunks\/TOC-[^/]+\.js$/, hold);
    await context.route(/\/api\/products/, hold);
    await fixture(page, base, '/bare', `${STYLESHEET}${WIDGETS}`);
    await page.goto(`${base}/bare`);
    const host = page.locator('[data-container="TOC"][data-state="loading"]');
    await host.waitFor();
    expect(await style(host, 'animation-name')).toBe('mw-shimmer');
    expect(await style(host, 'background-image')).toMatch(/^linear-gradient/);

    // A loading price is no skeleton: the editor's fallback shows as written.
    const price = page.locator('[data-container="PriceTag"][data-state="ready"]');
    await price.waitFor();
    expect(await price.innerHTML()).toBe('$19.00');
    expect(await style(price, 'animation-name')).toBe('none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await style(host, 'animation-name')).toBe('none');
    expect(await style(host, 'background-image')).toMatch(/^linear-gradient/);
    release();
    await whenReady(page, '[data-container="TOC"]');
    await page.locator('[data-container="PriceTag"]').getByText('$19.00').waitFor();
  });
  it("styles the member area's widgets: the dashboard's plans, the teaser and the count", async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await fixture(
      page,
      base,
      '/bare-members',
      `${STYLESHEET}
      <div data-container="MembershipDashboard"></div>
      <p data-container="PriceTeaser" data-sku="smashing-book-7-print"></p>
      <p>Join <span data-container="MemberCount" data-minimum="1"></span> today.</p>`,
    );
    await page.goto(`${base}/bare-members`);
    const compare = page.getByRole('link', { name: 'Compare the plans' });
    await compare.waitFor();
    expect(await style(compare, 'background-color')).toBe(ACCENT);
    expect(await style(compare, 'border-top-left-radius')).toBe('999px');
    const plans = page.locator('.mw-dashboard');
    expect(await style(plans, 'display')).toBe('grid');
    const teaser = page.locator('[data-container="PriceTeaser"]');
    await teaser.getByText('$39.60').waitFor();
    expect(await style(teaser, 'color')).toBe('rgb(84, 91, 105)');
    expect(await style(teaser, 'font-size')).toBe('14.4px');
    const count = page.locator('[data-container="MemberCount"] strong');
    await count.waitFor();
    expect(await style(page.locator('[data-container="MemberCount"]'), 'display')).toBe('inline');
    expect(errors).toEqual([]);
  });
});
