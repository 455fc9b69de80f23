import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAN_CANCELED, PLAN_CHANGE_MESSAGES, addedToCart } from '@domain';
import { collectErrors, hasChromium, useDemo, whenReady } from './harness';
import { confirmSignup, fillMemberCard, sendSignup, uniqueEmail as unique } from './journeys';

// The price's host: while the store's price reads as the editor's fallback, PriceTag leaves it.
const bookPrice = (page: Page) =>
  page.locator('[data-container="PriceTag"][data-sku="smashing-book-7-print"]');

// A visitor becomes a member, and the plan applies on the page at once; then the plan page.
describe.runIf(hasChromium)('memberships in Chromium', () => {
  const { fresh } = useDemo();

  it('a visitor subscribes to member yearly with 4242, upgrades, downgrades, cancels and renews', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    // A book in the cart first: its price must follow the plan without a reload.
    await page.goto(`${base}/books/smashing-book-7`);
    await whenReady(page, '.formats button[data-sku="smashing-book-7-print"]');
    await page.locator('.formats button[data-sku="smashing-book-7-print"]').click();
    await page.getByText(addedToCart('Smashing Book 7 (Print)')).waitFor();

    // The plans page leads to the checkout with the plan; the visitor signs up from there.
    await page.goto(`${base}/membership/plans`);
    await page.getByRole('link', { name: 'Choose Member, yearly' }).click();
    await page.waitForURL(`${base}/membership/subscribe?plan=member&interval=yearly`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    const email = unique('subscriber');
    await sendSignup(page, email);
    await confirmSignup(page, base, email);
    // Logged in now, without a plan: back to the plans.
    await page.goto(`${base}/membership/plans`);
    await page.getByRole('link', { name: 'Choose Member, yearly' }).click();
    await page.waitForURL(`${base}/membership/subscribe?plan=member&interval=yearly`);

    await expect.poll(() => bookPrice(page).textContent()).toBe('$44.00');
    await fillMemberCard(page);
    await page.getByRole('button', { name: 'Pay $50.00 a year and start the plan' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.subscribed).waitFor();
    // Without a reload: the member price (5 % off), the cart's total, the header's plan badge.
    await expect.poll(() => bookPrice(page).textContent()).toContain('Member price $41.80');
    await page.getByRole('button', { name: /^Cart, 1 item, \$41\.80/ }).waitFor();
    await expect.poll(() => page.locator('header').textContent()).toContain('member');

    await page.getByRole('link', { name: 'Your plan', exact: true }).click();
    await page.getByRole('heading', { name: 'Member, $50.00 a year' }).waitFor();
    await page.getByRole('radio', { name: /^Smashing/ }).check();
    await page.getByRole('button', { name: 'Change to Smashing, $99.00 a year' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.upgraded).waitFor();
    await page.getByRole('button', { name: /^Cart, 1 item, \$39\.60/ }).waitFor();

    await page.getByRole('radio', { name: /^Supporter/ }).check();
    await page.getByRole('button', { name: 'Change to Supporter, $30.00 a year' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.downgraded).waitFor();

    await page.getByRole('button', { name: 'Cancel your plan' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my plan' }).click();
    await page.getByText(PLAN_CANCELED).waitFor();
    await page.getByRole('button', { name: 'Renew your plan' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.renewed).waitFor();

    // A reload keeps it all: the plan is the store's and the identity's, not the page's.
    await page.reload();
    await page.getByRole('heading', { name: 'Supporter, $30.00 a year' }).waitFor();
    await page.getByText(/Renews on/).waitFor();
    expect(errors).toEqual([]);
  });
});
