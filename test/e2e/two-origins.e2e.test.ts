import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEFAULT_SITE_OPTIONS, writeSite } from '../../demo/build/site';
import { PAYMENT_AUTHENTICATION_FAILED } from '@domain';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { startBackend } from '../server/harness';
import { GOOD, SECURE, fillCart, fillDetails, payByCard, placeOrder } from './checkout-flow';
import { CHROMIUM, collectErrors, hasChromium } from './harness';
import {
  buyEbook,
  confirmSignup,
  fillMemberCard,
  logOut,
  sendSignup,
  uniqueEmail as unique,
} from './journeys';
import { servicesConfig, startStaticHost } from './static-host';

/** What only the services answer; the static host has none of it. */
const SERVICE_PATH =
  /^\/(api|vault|identity|site-api|downloads|search\/1|comments|comments-api|ads|providers|forms|_outbox)(\/|$|\.)/;
/** The store's images, which its answers name on the services (the site has its own too). */
const STORE_IMAGE = /^\/assets\/img\//;

/**
 * Every request of the browser, checked against the layout: the pages, widgets and assets
 * from the static host, every service call from the services, nothing from anywhere else.
 */
function watchOrigins(context: BrowserContext, site: string, services: string): string[] {
  const wrong: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol)) return;
    const service = SERVICE_PATH.test(url.pathname);
    if (url.origin === site && !service) return;
    if (url.origin === services && (service || STORE_IMAGE.test(url.pathname))) return;
    wrong.push(`${request.method()} ${url.href}`);
  });
  return wrong;
}

interface Layout {
  /** Where the pages are. */
  readonly site: string;
  /** Where the services are. */
  readonly services: string;
  close(): Promise<void>;
}

/**
 * A publisher's deployment: dist/site/ on a plain static host (localhost), the services on
 * another site (127.0.0.1) with SITE_URL and CORS_ORIGINS naming the magazine. Different host
 * names, so no cookie of one reaches the other.
 */
async function twoSites(): Promise<Layout> {
  const outDir = await mkdtemp(join(tmpdir(), 'mw-site-'));
  const host = await startStaticHost(outDir);
  const backend = await startBackend({ siteUrl: host.base, origins: [host.base] });
  await writeSite({
    ...DEFAULT_SITE_OPTIONS,
    outDir,
    origin: host.base,
    config: servicesConfig(backend.base),
  });
  return {
    site: host.base,
    services: backend.base,
    async close() {
      await backend.close();
      await host.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** `npm start`'s layout: one server for the built site and the services, SITE_URL unset. */
async function oneOrigin(): Promise<Layout> {
  const backend = await startBackend();
  return { site: backend.base, services: backend.base, close: () => backend.close() };
}

describe.runIf(hasChromium).each([
  ['the magazine on a static host, the services on another site', twoSites],
  ['the single-origin demo, SITE_URL unset', oneOrigin],
] as const)('%s', (_name, start) => {
  let layout: Layout | undefined;
  let browser: Browser;
  let site = '';
  let services = '';

  beforeAll(async () => {
    layout = await start();
    ({ site, services } = layout);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox'],
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await layout?.close();
  });

  const fresh = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const wrong = watchOrigins(context, site, services);
    return { context, page, wrong, errors: collectErrors(page) };
  };

  /** A guest with a cart and their details given, on the payment step of the site. */
  const atPayment = async () => {
    const session = await fresh();
    await fillCart(session.page, site);
    await fillDetails(session.page, site);
    return session;
  };

  /** Every request went where the layout says; the context is done with. */
  const allOnTheirOrigins = async ({
    context,
    wrong,
  }: {
    context: BrowserContext;
    wrong: string[];
  }) => {
    expect(wrong).toEqual([]);
    await context.close();
  };

  it.runIf(start === twoSites)(
    'refuses a third origin; the static host has no service',
    async () => {
      const preflight = (origin: string) =>
        fetch(`${services}/api/cart`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      expect((await preflight(site)).status).toBe(204);
      expect((await preflight('http://elsewhere.test')).status).toBe(403);
      expect((await fetch(`${site}/checkout/order`)).status).toBe(200);
      expect((await fetch(`${site}/api/products`)).status).toBe(404);
    },
  );

  it('a guest buys by card and lands on the order page of the site', async () => {
    const session = await atPayment();
    const { page } = session;
    await payByCard(page, GOOD);
    await placeOrder(page, site);
    expect(new URL(page.url()).origin).toBe(site);
    // The guest's store session opens the order: no cookie crossed, the X-Session header did.
    await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
    await page.getByRole('link', { name: /^Download PDF of Smashing Book 7/ }).waitFor();
    await allOnTheirOrigins(session);
  });

  it('3-D Secure: a cancel and an approval both come back to the site', async () => {
    const session = await atPayment();
    const { page } = session;
    await payByCard(page, SECURE);
    await page.waitForURL(`${services}/vault/approve/**`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(PAYMENT_AUTHENTICATION_FAILED).waitFor();
    expect(page.url()).toBe(`${site}/checkout/payment`);
    await payByCard(page, SECURE);
    await page.waitForURL(`${services}/vault/approve/**`);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await placeOrder(page, site);
    await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
    await allOnTheirOrigins(session);
  });

  it('iDEAL: the bank sends the shopper back to the site, who orders', async () => {
    const session = await atPayment();
    const { page } = session;
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByRole('button', { name: 'Continue with iDEAL' }).click();
    await page.waitForURL(`${services}/vault/approve/**`);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await placeOrder(page, site);
    await page.getByRole('heading', { name: /^Order \d+$/ }).waitFor();
    await allOnTheirOrigins(session);
  });

  it('PayPal: approved in its sheet, the shopper orders on the site', async () => {
    const session = await atPayment();
    const { page } = session;
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'PayPal' });
    await sheet.getByRole('button', { name: 'Continue to review order' }).click();
    await placeOrder(page, site);
    await page.getByText('PayPal', { exact: true }).waitFor();
    await allOnTheirOrigins(session);
  });

  it('a login sent before the loader came posts to the services and comes back logged in', async () => {
    const session = await fresh();
    const { page } = session;
    await page.route(/\/js\/widgets\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${site}/auth/`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByLabel('Password').press('Enter');
    expect((await posted).url()).toBe(`${services}/forms/login`);
    // Back on the page, the loader takes the form back. On one site the services' cookie says
    // this browser sent it, and the widget logs in; across sites a browser that keeps that
    // cookie from the magazine's pages gets it without its password, to send again.
    const passwordAsked = () =>
      document.activeElement?.getAttribute('name') === 'password' &&
      (document.activeElement as HTMLInputElement).value === '';
    const ending = await Promise.race([
      page.waitForURL(`${site}/membership/`).then(() => 'logged in'),
      page.waitForFunction(passwordAsked).then(() => 'password asked'),
    ]);
    if (start === oneOrigin) expect(ending).toBe('logged in');
    if (ending === 'password asked') {
      expect(await page.getByLabel('Email').inputValue()).toBe('reader@example.com');
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(`${site}/membership/`);
    await page.locator('header').getByRole('button', { name: 'Log out' }).waitFor();
    await allOnTheirOrigins(session);
  });

  it('a reader signs up from the emailed link, subscribes, downloads, and logs out', async () => {
    const { context, page, wrong } = await fresh();
    const email = unique('two-origins');
    await page.goto(`${site}/auth/signup`);
    // What is checked here is the origins, not the hand-over of a half-filled form.
    await sendSignup(page, email, { live: true });
    // The mail links the magazine itself: followed, it logs the reader in there.
    const link = await confirmSignup(page, site, email, services);
    expect(link.startsWith(`${site}/membership/#confirmation_token=`)).toBe(true);
    await page.getByRole('link', { name: /^Tabby Cat/ }).waitFor();

    // A plan.
    await page.goto(`${site}/membership/plans`);
    await page.getByRole('link', { name: 'Choose Member, yearly' }).click();
    await page.waitForURL(`${site}/membership/subscribe?plan=member&interval=yearly`);
    await fillMemberCard(page);
    await page.getByRole('button', { name: 'Pay $50.00 a year and start the plan' }).click();
    await page.goto(`${site}/membership/your-plan`);
    await page
      .getByText(/Member/)
      .first()
      .waitFor();

    // An ebook, then the member area's downloads, served by the services.
    await buyEbook(page, site);
    await page.goto(`${site}/membership/downloads`);
    const pdf = page.getByRole('link', { name: 'Download PDF of Smashing Book 7 (eBook)' });
    const href = (await pdf.getAttribute('href')) ?? '';
    expect(href.startsWith(`${services}/downloads/me/downloads/`)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // Logout: the site shows a visitor again.
    await page.goto(`${site}/membership/`);
    await logOut(page);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(new URL(page.url()).origin).toBe(site);
    expect(wrong).toEqual([]);
    await context.close();
  });
});
