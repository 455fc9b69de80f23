import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAYMENT_CANCELLED } from '@domain';
import { CANNOT_SHIP } from '../../demo/providers/paypal/paysheet';
import { fillCart, fillDetails, placeOrder } from './checkout-flow';
import { collectErrors, hasChromium, useDemo } from './harness';

/** Every request for PayPal's SDK or its endpoints, as they happen. */
function watchPayPal(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/providers/paypal/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** The order page's shipping address, as one text. */
const shippedTo = (page: Page) =>
  page
    .locator('section.mw-order__party', {
      has: page.getByRole('heading', { name: 'Shipping address' }),
    })
    .textContent();

/** Picks PayPal on the payment step and opens its checkout with PayPal's button. */
async function openPayPal(page: Page) {
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'PayPal' });
  await sheet.waitFor();
  return sheet;
}

// PayPal's checkout opens over the page, as PayPal's own does: the shopper approves there and
// goes on to our review, or cancels and stays on the payment step with the spec's words.
describe.runIf(hasChromium)('PayPal in Chromium', () => {
  const { fresh } = useDemo();

  it('approved at PayPal, the shopper reviews and orders; the order shows PayPal', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const paypal = watchPayPal(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.getByRole('radio', { name: 'PayPal' }).waitFor();
    // Nothing of PayPal's on the page until the shopper picks it.
    expect(paypal).toEqual([]);
    const sheet = await openPayPal(page);
    expect(paypal[0]).toMatch(
      /^\/providers\/paypal\/sdk\/js\?client-id=demo-paypal-client&currency=EUR&intent=authorize&commit=false&components=buttons$/,
    );
    await sheet.getByText('Signed in as Erika Mustermann').waitFor();
    // The address from our details step comes first, and is where the parcel goes.
    const ours = sheet.getByRole('radio', { name: /Ada Lovelace, Hauptstr\. 1, 10115 Berlin/ });
    expect(await ours.isChecked()).toBe(true);
    const total = await page.locator('.mw-payment__total strong').textContent();
    await sheet.getByText(`Total: ${total ?? ''}`).waitFor();
    await sheet.getByRole('button', { name: 'Continue to review order' }).click();
    await page.waitForURL(`${base}/checkout/confirmation`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('PayPal', { exact: true }).waitFor();
    // The service as the details step named it, though PayPal's address update dropped the rates.
    const method = page.getByRole('region', { name: 'Shipping method' });
    expect(await method.getByRole('paragraph').textContent()).toBe('Standard');
    await page
      .getByRole('region', { name: 'Shipping address' })
      .getByText(/Hauptstr\. 1/)
      .waitFor();
    await placeOrder(page, base);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    await page.getByText('PayPal', { exact: true }).waitFor();
    expect(await shippedTo(page)).toMatch(/Ada Lovelace.*Hauptstr\. 1.*Berlin/);
    expect(errors).toEqual([]);
  });

  it('an address nobody ships to is refused at PayPal; a cancel comes back with the spec’s words', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    const sheet = await openPayPal(page);
    const approve = sheet.getByRole('button', { name: 'Continue to review order' });
    await expect.poll(() => approve.isEnabled()).toBe(true);
    await sheet.getByRole('radio', { name: /Kyiv/ }).check();
    await sheet.getByRole('alert').getByText(CANNOT_SHIP).waitFor();
    expect(await approve.isEnabled()).toBe(false);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(PAYMENT_CANCELLED).waitFor();
    expect(page.url()).toBe(`${base}/checkout/payment`);
    expect(await sheet.count()).toBe(0);
    // The cart still ships to Berlin: PayPal's refused address did not stay on it.
    const again = await openPayPal(page);
    await again.getByRole('button', { name: 'Continue to review order' }).click();
    await page.waitForURL(`${base}/checkout/confirmation`);
    await placeOrder(page, base);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    const address = await shippedTo(page);
    expect(address).toMatch(/Hauptstr\. 1.*Berlin/);
    expect(address).not.toMatch(/Kyiv/);
  });
});
