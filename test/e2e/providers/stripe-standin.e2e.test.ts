import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent } from '@api/vault';
import { vaultFor } from '../../contract/storefront-support';
import { startBackend } from '../../server/harness';
import type { TestBackend } from '../../server/harness';
import { CHROMIUM, collectErrors, hasChromium } from '../harness';

const KEY = 'pk_test_magazine_demo';
const EXPIRY = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

// A host page as the checkout would be: its own form and label around the mount target, the
// stand-in loaded by a plain script tag from the backend, and the Element on window for the test.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title>
<style>body{font:18px/1.5 Georgia,serif;color:#222;max-width:30rem;margin:2rem auto}
#card-element{padding:.6rem .75rem;border:2px solid #cfd3da;border-radius:4px}
#card-element.StripeElement--focus{border-color:#1f6feb}</style>
<script src="/providers/stripe.js"></script></head>
<body><main><h1>Pay</h1><form><p id="card-label">Card details</p>
<div id="card-element" role="group" aria-labelledby="card-label"></div></form></main>
<script>
  window.stripe = Stripe('${KEY}');
  window.card = window.stripe.elements().create('card');
  window.card.on('change', (event) => { window.lastChange = event; });
  window.card.mount('#card-element');
</script></body></html>`;

interface StandInWindow {
  stripe: {
    createPaymentMethod(data: object): Promise<{ paymentMethod?: { id: string }; error?: object }>;
    handleNextAction(options: object): Promise<unknown>;
    retrievePaymentIntent(secret: string): Promise<{ paymentIntent?: { status: string } }>;
  };
  card: object;
  lastChange?: { complete: boolean; brand: string; error?: { message: string } };
}

describe.runIf(hasChromium)('card provider stand-in in Chromium', () => {
  let backend: TestBackend;
  let browser: Browser;
  beforeAll(async () => {
    backend = await startBackend();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await backend?.close();
  });

  const open = async (): Promise<Page> => {
    const page = await browser.newPage();
    await page.route(`${backend.base}/pay`, (route) =>
      route.fulfill({ contentType: 'text/html', body: PAGE }),
    );
    await page.goto(`${backend.base}/pay`);
    return page;
  };

  /** Fills the card with the keyboard only, tabbing from field to field. */
  const typeCard = async (page: Page, number: string) => {
    await page.getByLabel('Card number').click();
    await page.keyboard.type(number);
    await page.keyboard.press('Tab');
    await page.keyboard.type(EXPIRY);
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
  };

  const paymentMethod = (page: Page) =>
    page.evaluate(async () => {
      const w = window as unknown as StandInWindow;
      return w.stripe.createPaymentMethod({ type: 'card', card: w.card });
    });

  it('takes a card from the keyboard and makes a payment method of it', async () => {
    const page = await open();
    const errors = collectErrors(page);
    await typeCard(page, '4242424242424242');
    await expect
      .poll(() => page.getByLabel('Card number').inputValue())
      .toBe('4242 4242 4242 4242');
    const change = await page.evaluate(() => (window as unknown as StandInWindow).lastChange);
    expect(change).toMatchObject({ complete: true, brand: 'visa' });
    await page.screenshot({ path: '/tmp/stripe-standin.png' });
    const { paymentMethod: method } = await paymentMethod(page);
    expect(method?.id).toMatch(/^pm_/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows what is wrong as the provider words it', async () => {
    const page = await open();
    await page.getByLabel('Card number').click();
    await page.keyboard.type('4242424242424241');
    const change = await page.evaluate(() => (window as unknown as StandInWindow).lastChange);
    expect(change?.error?.message).toBe('Your card number is invalid.');
    await expect
      .poll(() => page.getByLabel('Card number').getAttribute('aria-invalid'))
      .toBe('true');
    await page.close();
  });

  it('walks the 3-D Secure card through the approval page and back to the page', async () => {
    const page = await open();
    await typeCard(page, '4000002500003155');
    const { paymentMethod: method } = await paymentMethod(page);
    const intent = await createIntent<{ id: string; status: string; client_secret: string }>(
      vaultFor(backend),
      {
        gateway: 'stripe',
        intent: {
          amount: 2500,
          currency: 'eur',
          payment_method: method?.id ?? '',
          capture_method: 'manual',
          return_url: `${backend.base}/pay/back`,
        },
      },
    );
    expect(intent.status).toBe('requires_action');
    await Promise.all([
      page.waitForURL(`${backend.base}/vault/approve/${intent.id}`),
      page.evaluate(
        (clientSecret) =>
          void (window as unknown as StandInWindow).stripe.handleNextAction({ clientSecret }),
        intent.client_secret,
      ),
    ]);
    await expect.poll(() => page.getByText('€25.00').count()).toBe(1);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/pay\/back\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toEqual({
      gateway: 'stripe',
      redirect_status: 'succeeded',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
    });
    // Playwright does not route the redirect's own request: read the intent from a fresh page.
    await page.goto(`${backend.base}/pay`);
    const read = await page.evaluate(
      (secret) => (window as unknown as StandInWindow).stripe.retrievePaymentIntent(secret),
      back.searchParams.get('payment_intent_client_secret') ?? '',
    );
    expect(read.paymentIntent?.status).toBe('requires_capture');
    await page.close();
  });
});
