import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD_DECLINED, PAYMENT_CANCELLED, deviceNotCapable } from '@domain';
import { fillCart, fillDetails, placeOrder } from './checkout-flow';
import { hasChromium, useDemo } from './harness';

type Wallet = 'Google Pay' | 'Apple Pay';

const SCRIPTS: Readonly<Record<Wallet, string>> = {
  'Google Pay': '/providers/google-pay.js',
  'Apple Pay': '/providers/apple-pay.js',
};

/** Which wallet scripts the page fetched, and which vault calls it made. */
function watch(page: Page) {
  const seen = { scripts: [] as string[], vault: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/providers\/(google|apple)-pay\.js$/.test(url.pathname)) {
      seen.scripts.push(`${url.pathname}${url.search}`);
    }
    if (url.pathname.startsWith('/vault/')) seen.vault.push(url.pathname);
  });
  return seen;
}

/**
 * The demo's page settings with one wallet's setting changed (`undefined` drops it, so the
 * widgets use the real provider's: for Apple Pay, Safari's own session only).
 */
async function withSetting(page: Page, wallet: Wallet, script: string | undefined) {
  const key = wallet === 'Google Pay' ? 'google' : 'apple';
  const setting = `,"${key}":"${SCRIPTS[wallet]}"`;
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(setting);
      const changed = script === undefined ? '' : `,"${key}":"${script}"`;
      await route.fulfill({ response, body: html.replace(setting, changed) });
    },
  );
}

/** Picks the wallet and presses its button: the stand-in's sheet opens in the page. */
async function openSheet(page: Page, wallet: Wallet) {
  await page.getByRole('radio', { name: wallet }).check();
  await page.getByRole('button', { name: `Pay with ${wallet}` }).click();
  const sheet = page.getByRole('dialog', { name: `${wallet} (test mode)` });
  await sheet.waitFor();
  return sheet;
}

describe.runIf(hasChromium)('Google Pay and Apple Pay in Chromium', () => {
  const { fresh } = useDemo();

  for (const wallet of ['Google Pay', 'Apple Pay'] as const) {
    it(`${wallet} approved: the wallet's card pays the order`, async () => {
      const { base, page } = await fresh();
      const seen = watch(page);
      await fillCart(page, base);
      await fillDetails(page, base);
      expect(seen.scripts).toEqual([]);
      const sheet = await openSheet(page, wallet);
      expect(seen.scripts).toEqual([SCRIPTS[wallet]]);
      await sheet.getByText(/Pay .*: \D?\d+\.\d\d/).waitFor();
      await sheet.getByRole('button', { name: 'Pay' }).click();
      await placeOrder(page, base);
      await page.getByText(wallet, { exact: true }).waitFor();
      expect(seen.vault.filter((path) => path === '/vault/intent')).toHaveLength(1);
    });

    it(`${wallet} cancelled: back on the payment step with the cancellation`, async () => {
      const { base, page } = await fresh();
      const seen = watch(page);
      await fillCart(page, base);
      await fillDetails(page, base);
      const sheet = await openSheet(page, wallet);
      await sheet.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText(PAYMENT_CANCELLED).waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout/payment');
      expect(seen.vault.filter((path) => path === '/vault/intent')).toEqual([]);
      // The shopper may try again: the button opens a new sheet.
      await page.getByRole('button', { name: `Pay with ${wallet}` }).click();
      await page.getByRole('dialog', { name: `${wallet} (test mode)` }).waitFor();
    });

    it(`${wallet} with the declined card: the decline is shown, nothing is stored`, async () => {
      const { base, page } = await fresh();
      await fillCart(page, base);
      await fillDetails(page, base);
      const sheet = await openSheet(page, wallet);
      await sheet.getByRole('radio', { name: /0002/ }).check();
      await sheet.getByRole('button', { name: 'Pay' }).click();
      await page.getByText(CARD_DECLINED).waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout/payment');
      // No payment on the cart: the review step sends the shopper back to pay.
      await page.goto(`${base}/checkout/confirmation`);
      await page.waitForURL(`${base}/checkout/payment`);
    });
  }

  it('Apple Pay in plain Chromium (no stand-in set): not capable, and no button', async () => {
    const { base, page } = await fresh();
    await withSetting(page, 'Apple Pay', undefined);
    const seen = watch(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.getByRole('radio', { name: 'Apple Pay' }).check();
    await page.getByText(deviceNotCapable('Apple Pay')).waitFor();
    expect(await page.getByRole('button', { name: 'Pay with Apple Pay' }).count()).toBe(0);
    expect(seen.scripts).toEqual([]);
  });

  it('Google Pay on a browser its script says cannot pay: not capable, and no button', async () => {
    const { base, page } = await fresh();
    await withSetting(page, 'Google Pay', '/providers/google-pay.js?ready=false');
    const seen = watch(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.getByRole('radio', { name: 'Google Pay' }).check();
    await page.getByText(deviceNotCapable('Google Pay')).waitFor();
    expect(await page.getByRole('button', { name: 'Pay with Google Pay' }).count()).toBe(0);
    expect(seen.scripts).toEqual(['/providers/google-pay.js?ready=false']);
  });
});
