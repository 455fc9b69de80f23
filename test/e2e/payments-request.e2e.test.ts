import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD_DECLINED, PAYMENT_ERROR_EVENT } from '@domain';
import type { PaymentErrorDetail } from '@domain';
import { fillCart, fillDetails, placeOrder } from './checkout-flow';
import { hasChromium, useDemo } from './harness';

/** The vault calls a page made. */
function vaultCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/vault/')) seen.push(url.pathname);
  });
  return seen;
}

/** The card method's panel, and the browser wallet's sheet opened from its button. */
async function openWallet(page: Page) {
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Pay with your browser’s wallet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Browser wallet (test mode)' });
  await sheet.waitFor();
  return sheet;
}

// The card provider's payment request (SPEC point 7): the browser's own wallet beside the
// typed card, through the provider's `paymentRequest` and its `paymentmethod` event; the
// reference backend's stand-in plays the browser's sheet and the provider.
describe.runIf(hasChromium)("the card provider's payment request in Chromium", () => {
  const { fresh } = useDemo();

  it("the browser wallet's card pays the order, as a card", async () => {
    const { base, page } = await fresh();
    const vault = vaultCalls(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    const sheet = await openWallet(page);
    await sheet.getByText(/Pay Total: €\d+\.\d\d/).waitFor();
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${base}/checkout/confirmation`);
    await page.getByText('Visa ending in 4242').waitFor();
    await placeOrder(page, base);
    expect(vault.filter((path) => path === '/vault/intent')).toHaveLength(1);
  });

  it('the declined card: shown on the step, heard by the page as its event, nothing stored', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    // The page's own script, as a publisher would hear payment errors.
    await page.evaluate((name) => {
      document.addEventListener(name, (event) => {
        const heard = ((window as { heard?: unknown[] }).heard ??= []);
        heard.push((event as CustomEvent).detail);
      });
    }, PAYMENT_ERROR_EVENT);
    const sheet = await openWallet(page);
    await sheet.getByRole('radio', { name: /0002/ }).check();
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await page.getByText(CARD_DECLINED).waitFor();
    const heard = await page.evaluate(() => (window as { heard?: PaymentErrorDetail[] }).heard);
    expect(heard).toEqual([expect.objectContaining({ message: CARD_DECLINED })]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${base}/checkout/confirmation`);
    await page.waitForURL(`${base}/checkout/payment`);
  });
});
