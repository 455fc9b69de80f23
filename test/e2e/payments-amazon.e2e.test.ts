import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAYMENT_CANCELLED } from '@domain';
import { GOOD, fillCart, fillDetails, payByCard, placeOrder } from './checkout-flow';
import { hasChromium, useDemo } from './harness';

/** Picks Amazon Pay and presses Amazon's own button: the checkout session's page opens. */
async function amazonButton(page: Page) {
  await page.getByRole('radio', { name: 'Amazon Pay' }).check();
  await page.getByRole('button', { name: 'Amazon Pay' }).click();
  await page.waitForURL(/\/vault\/approve\/amzn_/);
}

/** What the page asks of the vault and the store on the way: intents, orders, scripts. */
function watch(page: Page) {
  const seen = { intents: 0, orders: 0, amazonScript: 0, returns: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/vault/intent')) seen.intents += 1;
    if (url.includes('/providers/amazon-pay.js')) seen.amazonScript += 1;
    if (request.method() === 'POST' && url.endsWith('/api/cart/order')) seen.orders += 1;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('gateway=amazon')) {
      seen.returns.push(frame.url());
    }
  });
  return seen;
}

// Amazon Pay through its stand-in: the button, the session's page, the charge's page, the
// review and the order; cancelled at either page, the shopper is back on payment, told so.
describe.runIf(hasChromium)('Amazon Pay in Chromium', () => {
  const { fresh } = useDemo();

  it('approved twice at Amazon, the shopper reviews and orders; reloads pay nothing twice', async () => {
    const { base, page } = await fresh();
    const seen = watch(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    expect(seen.amazonScript).toBe(0);
    await amazonButton(page);
    expect(seen.amazonScript).toBe(1);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Back to review with the session: the store charges it, and Amazon confirms the charge.
    await page.waitForURL(/\/vault\/approve\/amazon_/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(`${base}/checkout/confirmation`);
    expect(seen.intents).toBe(1);
    const final = seen.returns.find((url) => url.includes('confirm=true'));
    expect(final).toMatch(/amazonCheckoutSessionId=amzn_/);

    // The final return again (a reload, a bookmark): back to the review, no second charge.
    await page.goto(final ?? '');
    await page.waitForURL(`${base}/checkout/confirmation`);
    expect(seen.intents).toBe(1);
    await placeOrder(page, base);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    expect(seen.orders).toBe(1);

    // And once ordered, the same return orders nothing.
    await page.goto(final ?? '');
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toMatch(/confirm=true/);
    expect(seen).toMatchObject({ intents: 1, orders: 1 });
  });

  it('cancelled at either page, the shopper is back on payment and can pay another way', async () => {
    const { base, page } = await fresh();
    const seen = watch(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await amazonButton(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${base}/checkout/payment`);
    await page.getByText(PAYMENT_CANCELLED).waitFor();
    expect(seen.intents).toBe(0);

    await amazonButton(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/vault\/approve\/amazon_/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${base}/checkout/payment`);
    await page.getByText(PAYMENT_CANCELLED).waitFor();

    // Nothing of the cancelled Amazon payment stands in the way of the card.
    await payByCard(page, GOOD);
    await placeOrder(page, base);
    await page.getByText('Visa ending in 4242').waitFor();
  });
});
