import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAYMENT_AUTHENTICATION_FAILED, PAYMENT_CANCELLED } from '@domain';
import { fillCart, fillDetails, placeOrder } from './checkout-flow';
import { hasChromium, useDemo } from './harness';

/** Picks a method on the payment step and leaves for its page, where the tester decides. */
async function payThrough(page: Page, label: string, decision: 'Approve payment' | 'Cancel') {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: `Continue with ${label}` }).click();
  await page.waitForURL(/\/vault\/approve\//);
  await page.getByRole('button', { name: decision }).click();
}

// Each bank or voucher method through the vault's approval page (the provider's stand-in):
// approved, the shopper reviews and orders; cancelled, they are back on payment with the words.
describe.runIf(hasChromium)('the redirect payment methods in Chromium', () => {
  const { fresh } = useDemo();

  for (const [label, cancelled] of [
    ['iDEAL', PAYMENT_AUTHENTICATION_FAILED],
    ['Bancontact', PAYMENT_AUTHENTICATION_FAILED],
    ['Klarna', PAYMENT_CANCELLED],
    ['paysafecard', PAYMENT_AUTHENTICATION_FAILED],
  ] as const) {
    it(`${label}: approved it orders, cancelled it says so on the payment step`, async () => {
      const { base, page } = await fresh();
      await fillCart(page, base);
      await fillDetails(page, base);
      await payThrough(page, label, 'Cancel');
      await page.waitForURL(`${base}/checkout/payment`);
      await page.getByText(cancelled).waitFor();
      await payThrough(page, label, 'Approve payment');
      await placeOrder(page, base);
      await page.getByRole('heading', { name: /^Order / }).waitFor();
    });
  }

  it("a store whose card gateway is Quickpay takes the card on Quickpay's page", async () => {
    const { base, page } = await fresh();
    // The store's settings as a Quickpay merchant's would answer: the card on its gateway.
    await page.route(/\/api\/settings\/payments/, async (route) => {
      const settings = (await (await route.fetch()).json()) as Record<string, object>;
      await route.fulfill({
        json: { ...settings, card: { enabled: true, gateway: 'quickpay' } },
      });
    });
    await fillCart(page, base);
    await fillDetails(page, base);
    await payThrough(page, 'Credit or debit card', 'Cancel');
    await page.getByText(PAYMENT_CANCELLED).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await payThrough(page, 'Credit or debit card', 'Approve payment');
    await placeOrder(page, base);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
  });

  it('a return page reloaded pays and orders nothing twice', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    const intents: string[] = [];
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vault/intent')) intents.push(request.url());
      if (request.method() === 'POST' && request.url().endsWith('/api/cart/order'))
        orders.push(request.url());
    });
    await payThrough(page, 'iDEAL', 'Approve payment');
    await page.waitForURL(`${base}/checkout/confirmation`);
    const made = intents.length;
    await page.goBack();
    await page.waitForURL(/\/checkout\/(payment|confirmation)/);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(intents).toHaveLength(made);
    expect(orders).toHaveLength(0);
    await page.goto(`${base}/checkout/confirmation`);
    await placeOrder(page, base);
    expect(orders).toHaveLength(1);
  });
});
