import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_DECLINED, CARD_INCOMPLETE, CARD_NUMBER_INVALID } from '@domain';
import { DECLINED, GOOD, fillCart, fillDetails, placeOrder } from '../checkout-flow';
import { collectErrors, hasChromium, recordScripts, useDemo } from '../harness';

/** The store's settings as a Braintree merchant's answer: the card on the braintree gateway. */
async function braintreeStore(page: Page) {
  await page.route(/\/api\/settings\/payments/, async (route) => {
    const settings = (await (await route.fetch()).json()) as Record<string, object>;
    await route.fulfill({ json: { ...settings, card: { enabled: true, gateway: 'braintree' } } });
  });
}

/** Types a card into Braintree's hosted fields, as a shopper does, field by field. */
async function typeCard(page: Page, number: string) {
  await page.getByLabel('Credit Card Number').click();
  await page.keyboard.type(number);
  await page.getByLabel('Expiration Date').click();
  await page.keyboard.type('1234');
  await page.getByLabel('CVV').click();
  await page.keyboard.type('123');
}

// A store whose card gateway is Braintree: its hosted fields (the reference backend's stand-in)
// in the payment step's card form, tokenised with the vault's client token, ordered as a card.
describe.runIf(hasChromium)('the card on Braintree in Chromium', () => {
  const { fresh } = useDemo();

  it('a shopper pays with a card in Braintree’s fields and the order is placed', async () => {
    const { base, page } = await fresh();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await braintreeStore(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await page.getByLabel('Credit Card Number').waitFor();
    // Braintree's pinned scripts, from the stand-in the page settings name; none of Stripe's.
    await expect
      .poll(() => page.evaluate(() => [...document.scripts].map((script) => script.src)))
      .toEqual(
        expect.arrayContaining([
          `${base}/providers/braintree/web/3.91.0/js/client.min.js`,
          `${base}/providers/braintree/web/3.91.0/js/hosted-fields.min.js`,
        ]),
      );
    expect(scripts.some((path) => /chunks\/braintree-card-/.test(path))).toBe(true);
    expect(scripts.some((path) => /chunks\/stripe-/.test(path))).toBe(false);

    // Nothing typed: each field asks for itself, in our card form's words.
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByText(CARD_INCOMPLETE).waitFor();
    await page.getByLabel('Credit Card Number').click();
    await page.keyboard.type('4242 4242 4242 4241');
    await page.getByText(CARD_NUMBER_INVALID).waitFor();
    await page.getByLabel('Credit Card Number').fill('');
    await typeCard(page, GOOD);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await placeOrder(page, base);
    await page.getByRole('heading', { name: /^Order / }).waitFor();
    await page.getByText(/4242/).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a declined card is refused when the order is placed, in the spec’s words', async () => {
    const { base, page } = await fresh();
    await braintreeStore(page);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.getByRole('radio', { name: 'Credit or debit card' }).check();
    await typeCard(page, DECLINED);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL(`${base}/checkout/confirmation`);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(CARD_DECLINED).waitFor();
  });
});
