import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  NO_SAVED_CARDS,
  PAYMENT_CANCELLED,
  PLAN_CHANGE_MESSAGES,
  cardAdded,
  cardRemoved,
  defaultCardChosen,
} from '@domain';
import { collectErrors, hasChromium, useDemo } from './harness';
import { fillMemberCard, logOut, newMember, uniqueEmail as unique } from './journeys';

const savedCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: name });

async function saveCard(page: Page, number: string) {
  await fillMemberCard(page, number);
  await page.getByRole('button', { name: 'Save the card' }).click();
}

/** Every request for PayPal's SDK or its endpoints, as they happen. */
function watchPayPal(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/providers/paypal/')) seen.push(url.pathname);
  });
  return seen;
}

/** Opens PayPal's checkout for the plan with PayPal's own button. */
async function openPayPal(page: Page) {
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'PayPal' });
  await sheet.waitFor();
  return sheet;
}

// A member keeps cards on their store account below their plan: add, make default, remove;
// the plan checkout offers them, and PayPal, beside a new card.
describe.runIf(hasChromium)('saved cards in Chromium', () => {
  const { fresh } = useDemo();

  it('a new member adds two cards, makes the second the default, removes the first and pays a plan with it; another pays with PayPal', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    await newMember(page, base, unique('card-keeper'));

    await page.goto(`${base}/membership/your-plan`);
    await page.getByRole('heading', { name: 'Payment details' }).waitFor();
    await page.getByText(NO_SAVED_CARDS).waitFor();

    await saveCard(page, '4242 4242 4242 4242');
    await page.getByText(cardAdded('Visa ending in 4242')).waitFor();
    await savedCard(page, 'Visa ending in 4242').getByText('Default').waitFor();
    await expect.poll(() => page.getByLabel('Card number').inputValue()).toBe('');

    await saveCard(page, '5555 5555 5555 4444');
    await page.getByText(cardAdded('MasterCard ending in 4444')).waitFor();
    await savedCard(page, 'MasterCard ending in 4444')
      .getByRole('button', { name: /^Make default/ })
      .click();
    await page.getByText(defaultCardChosen('MasterCard ending in 4444')).waitFor();
    await savedCard(page, 'MasterCard ending in 4444').getByText('Default').waitFor();

    await savedCard(page, 'Visa ending in 4242')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('button', { name: /^Yes, remove it/ }).click();
    await page.getByText(cardRemoved('Visa ending in 4242')).waitFor();

    // A reload shows what the store kept: one card, the default.
    await page.reload();
    await savedCard(page, 'MasterCard ending in 4444').getByText('Default').waitFor();
    expect(
      await page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').count(),
    ).toBe(1);
    expect(await savedCard(page, 'Visa ending in 4242').count()).toBe(0);

    // The plan checkout starts with the saved default card: nothing to type.
    const paypal = watchPayPal(page);
    await page.goto(`${base}/membership/subscribe?plan=member&interval=monthly`);
    const saved = page.getByRole('radio', { name: /^MasterCard ending in 4444/ });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay $5.00 a month and start the plan' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.subscribed).waitFor();
    await expect.poll(() => page.locator('header').textContent()).toContain('member');
    // PayPal was offered, never picked: none of its code came.
    expect(paypal).toEqual([]);

    // Another member pays with PayPal: a cancel at PayPal keeps the form and no plan; then
    // the approval buys the plan.
    await logOut(page);
    await newMember(page, base, unique('paypal-member'));
    await page.goto(`${base}/membership/subscribe?plan=smashing&interval=monthly`);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    const sheet = await openPayPal(page);
    expect(paypal[0]).toBe('/providers/paypal/sdk/js');
    await sheet.getByText('Total: $9.00').waitFor();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').getByText(PAYMENT_CANCELLED).waitFor();
    expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    expect(await page.getByText(PLAN_CHANGE_MESSAGES.subscribed).count()).toBe(0);
    const again = await openPayPal(page);
    await again.getByRole('button', { name: 'Continue to review order' }).click();
    await page.getByText(PLAN_CHANGE_MESSAGES.subscribed).waitFor();
    await page.getByRole('link', { name: 'Your plan', exact: true }).click();
    await page.getByRole('heading', { name: 'Smashing, $9.00 a month' }).waitFor();
    // The cancel, logged as every payment error is when the page set no handler (SPEC point 8).
    expect(errors).toEqual([`[widgets] ${PAYMENT_CANCELLED}`]);
  });
});
