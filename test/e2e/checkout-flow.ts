import type { Page } from 'playwright-core';
import { whenReady } from './harness';

/** The demo's test cards (docs/contracts.md): succeeds, declined, asks for 3-D Secure. */
export const GOOD = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';
export const SECURE = '4000 0025 0000 3155';

/**
 * A printed book from its page; its companion ebook comes along (the cross-sell pair), counted
 * with the book as one item.
 */
export async function fillCart(page: Page, base: string) {
  await page.goto(`${base}/books/smashing-book-7`);
  await whenReady(page, '.formats button[data-sku="smashing-book-7-print"]');
  await page.locator('.formats button[data-sku="smashing-book-7-print"]').click();
  await page.getByRole('button', { name: /^Cart, 1 item,/ }).waitFor();
}

/** A Berlin address; the country found by what the shopper types (`Deutsch`, `Germ`). */
export async function fillAddress(page: Page, countryTyped: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Street and house number').fill('Hauptstr. 1');
  await page.getByLabel('Postcode').fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByRole('combobox', { name: 'Country' }).fill(countryTyped);
  await page.getByRole('option', { name: 'Germany' }).click();
}

export async function fillDetails(page: Page, base: string) {
  await page.goto(`${base}/checkout`);
  await page.getByLabel('Email').fill('guest@example.com');
  await fillAddress(page, 'Deutsch');
  // The services come with the country; a choice shows at once.
  await page.getByRole('radio', { name: /Standard/ }).click();
  await page.getByRole('radio', { name: /Standard/, checked: true }).waitFor();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${base}/checkout/payment`);
}

/** Chooses the card among the methods (the only one needs no choosing) and pays with it. */
export async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/Expiry/).fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Continue to review' }).click();
}

export async function placeOrder(page: Page, base: string) {
  await page.waitForURL(`${base}/checkout/confirmation`);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/checkout\/order\?order=[^&]+$/);
}
