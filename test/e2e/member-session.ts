import type { BrowserContext, Page } from 'playwright-core';
import { STORAGE_KEYS, persistedKey } from '@domain/storage';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { fillCart } from './checkout-flow';
import type { Demo } from './harness';
import { whenReady } from './harness';

export type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo's member on the yearly member plan (5 % off): the header greets them by name. */
export const MEMBER = { email: 'member@example.com', name: 'Milo Member' } as const;

/** Their plan's name, as the plans page says it. */
export const MEMBER_PLAN = 'Member';

/**
 * What a returning member chose: a printed book (its companion ebook comes with it and counts
 * with it) and an ebook, three lines in the cart.
 */
export const CART_ITEMS = 2;

async function addThirdItem(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/books/`);
  const ebook = 'button[data-sku="form-design-patterns-ebook"]';
  await whenReady(page, ebook);
  await page.locator(ebook).click();
  await page.getByRole('button', { name: new RegExp(`^Cart, ${CART_ITEMS} items`) }).waitFor();
}

/** As the cookie banner leaves it answered: the answer and the cookie-info flag. */
async function answerBanner(page: Page): Promise<void> {
  await page.evaluate(
    ({ answer, told }) => {
      localStorage.setItem(answer, 'true');
      localStorage.setItem(told, '1');
    },
    { answer: persistedKey(STORAGE_KEYS.privacy, 'responded'), told: STORAGE_KEYS.cookieInfo },
  );
}

/**
 * What a browser keeps after `arrive` (on a fresh page at the site) and the returning reader's
 * shared steps: the privacy question answered, a book (with its ebook) and an ebook in the cart.
 */
async function keptStorage(demo: Demo, arrive: (page: Page) => Promise<void>): Promise<Storage> {
  const context = await demo.browser.newContext();
  try {
    const page = await context.newPage();
    await arrive(page);
    await answerBanner(page);
    await fillCart(page, demo.base);
    await addThirdItem(page, demo.base);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A returning shopper as a browser keeps them: no account, and the cart above. */
export const returningShopper = (demo: Demo): Promise<Storage> =>
  keptStorage(demo, async (page) => {
    await page.goto(`${demo.base}/`);
  });

/**
 * A returning member as a browser keeps them: logged in with "Remember me", and the cart
 * above. Their storage, for `newContext({ storageState })`.
 */
export const returningMember = (demo: Demo): Promise<Storage> =>
  keptStorage(demo, async (page) => {
    await page.goto(`${demo.base}/auth/`);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel(/Remember me/).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/membership/');
  });
