import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_SAVED_CARDS, cardAdded, cardRemoved, defaultCardChosen } from '@domain';
import { collectErrors, hasChromium, useDemo } from './harness';
import { fillMemberCard, newMember, uniqueEmail as unique } from './journeys';

const savedCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: name });

async function saveCard(page: Page, number: string) {
  await fillMemberCard(page, number);
  await page.getByRole('button', { name: 'Save the card' }).click();
}

// A member keeps cards on their store account below their plan: add, make default, remove.
describe.runIf(hasChromium)('saved cards in Chromium', () => {
  const { fresh } = useDemo();

  it('a new member adds two cards, makes the second the default and removes the first', async () => {
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
    expect(errors).toEqual([]);
  });
});
