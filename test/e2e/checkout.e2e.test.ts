import { describe, expect, it } from 'vitest';
import { PAYMENT_AUTHENTICATION_FAILED, PRICE_MISMATCH_MESSAGE } from '@domain';
import { TERMS_NOT_ACCEPTED } from '@domain/validation';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { hasChromium, recordScripts, useDemo, whenReady } from './harness';
import { logIn } from './journeys';
import {
  DECLINED,
  fillAddress,
  GOOD,
  SECURE,
  fillCart,
  fillDetails,
  payByCard,
  placeOrder,
} from './checkout-flow';

describe.runIf(hasChromium)('the checkout in Chromium', () => {
  const { fresh } = useDemo();

  it('a guest buys a printed book and its ebook by card and downloads the ebook', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await page.goto(`${base}/cart`);
    await page.getByRole('link', { name: /Continue to checkout|Check out/i }).click();
    await page.waitForURL(`${base}/checkout`);
    await fillDetails(page, base);
    await payByCard(page, GOOD);
    await page.waitForURL(`${base}/checkout/confirmation`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(TERMS_NOT_ACCEPTED).waitFor();
    await placeOrder(page, base);
    await page.getByText('Visa ending in 4242').waitFor();
    const download = page.getByRole('link', { name: /PDF/ }).first();
    const href = await download.getAttribute('href');
    expect(href).toBeTruthy();
    const file = await page.request.get(new URL(href ?? '', base).href);
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBeGreaterThan(0);
  });

  it('a member sees the member discount from the cart to the order; coupons apply and go', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await logIn(page, base, 'member@example.com', DEMO_PASSWORD);
    await page.goto(`${base}/cart`);
    const totals = page.locator('.mw-summary__totals');
    await totals.getByText('5% member discount (member)').waitFor();
    // The $44 print book with its free companion ebook: 5 % off.
    await expect.poll(() => totals.textContent()).toContain('−$2.20');

    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('NOT-A-COUPON');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .locator('.mw-field__error', { hasText: 'Invalid coupon code: NOT-A-COUPON' })
      .waitFor();
    await code.fill('SMASHING5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/Coupon\s*SMASHING5\s*applied/).waitFor();
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByRole('textbox', { name: 'Coupon code' }).waitFor();

    await fillDetails(page, base);
    await payByCard(page, GOOD);
    await placeOrder(page, base);
    await page.getByText('Member discount').waitFor();
    // The order reads the free companion eBook as part of its book, as the cart did.
    const lines = page.locator('.mw-order__lines');
    await lines
      .getByRole('rowheader', { name: /Smashing Book 7 \(Print\).*Includes the eBook/ })
      .waitFor();
    expect(await lines.getByText('Smashing Book 7 (Companion eBook)').count()).toBe(0);
  });

  it('buys two tickets of the tier chosen on the page with a name on each; the order lists both attendees and the tier', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/events/`);
    await whenReady(page, 'button[data-sku="smashingconf-nyc-2027"]');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'SmashingConf New York' }) });
    await card.getByLabel('Ticket', { exact: true }).selectOption('Conference + workshop');
    await card.getByText('$949.00').waitFor();
    await page.locator('button[data-sku="smashingconf-nyc-2027"]').click();
    await page.waitForURL(`${base}/events/checkout`);
    await page.getByText('Ticket: Conference + workshop').first().waitFor();
    await page.getByRole('button', { name: /^One more SmashingConf New York/ }).click();
    await page.getByLabel('Email').fill('tickets@example.com');
    await page.getByLabel('Name on ticket 1').fill('Ada Lovelace');
    await page.getByLabel('Name on ticket 2').fill('Grace Hopper');
    await fillAddress(page, 'Germ');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/checkout\/payment$/);
    await payByCard(page, GOOD);
    await placeOrder(page, base);
    await page.getByRole('heading', { name: 'Attendees' }).waitFor();
    const names = page.locator('.mw-order__attendees').getByRole('listitem');
    expect(await names.allTextContents()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    await page
      .getByRole('rowheader', {
        name: /SmashingConf New York 2027 ticket.*Ticket: Conference \+ workshop/,
      })
      .waitFor();
  });

  it('says so where the prices change when the country changes the currency', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await page.goto(`${base}/checkout`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.textContent()).toContain('$');
    await fillAddress(page, 'Deutsch');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Prices are now in euros for delivery to Germany' });
    await notice.waitFor();
    expect(await notice.getAttribute('aria-live')).not.toBe('assertive');
    await expect.poll(() => summary.textContent()).toContain('€');
    await page.getByRole('radio', { name: /Standard.*€/ }).waitFor();
  });

  it('the events checkout lists only tickets under "Your tickets" and names the rest', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await page.goto(`${base}/events/`);
    await whenReady(page, 'button[data-sku="smashingconf-nyc-2027"]');
    await page.locator('button[data-sku="smashingconf-nyc-2027"]').click();
    await page.waitForURL(`${base}/events/checkout`);
    const tickets = page.getByRole('region', { name: 'Your tickets' });
    await tickets.getByText('SmashingConf New York 2027 ticket').waitFor();
    expect(await tickets.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('SmashingConf New York 2027 ticket'),
    ]);
    await tickets.getByText(/^Also in your cart: Smashing Book 7 \(Print\)\./).waitFor();
  });

  it('posts a job from the form on the job board through to its order', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/jobs/`);
    await page.getByRole('link', { name: 'Post a job' }).click();
    await page.getByRole('radio', { name: /Full-time/ }).check();
    await page.getByLabel('Job type').selectOption('development');
    await page.getByLabel('Company name').fill('Acme Web');
    await page.getByLabel('Logo link').fill('https://acme.example/logo.svg');
    await page.getByLabel('Job title').fill('Front-end developer');
    await page
      .getByLabel('Description')
      .fill('Build fast, accessible pages with a small, kind team.');
    await page.getByLabel('Application link').fill('https://acme.example/jobs/1');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(`${base}/checkout`);
    await page.getByLabel('Email').fill('hiring@example.com');
    await fillAddress(page, 'Germ');
    // The line names its type only in content.productType (SPEC point 3): a job post is not
    // posted, so the form asks for a billing address and offers no shipping method.
    await page.getByRole('group', { name: 'Billing address' }).waitFor();
    expect(await page.getByRole('group', { name: /^Shipping/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${base}/checkout/payment`);
    await payByCard(page, GOOD);
    await placeOrder(page, base);
    await page.getByText('Front-end developer at Acme Web').waitFor();
    await page.getByRole('rowheader', { name: /Job post: full-time position/ }).waitFor();
  });

  it('a declined card says so and keeps what was entered', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    await payByCard(page, DECLINED);
    await page
      .getByRole('alert')
      .filter({ hasText: /declined/ })
      .waitFor();
    expect(page.url()).toBe(`${base}/checkout/payment`);
    await page.goto(`${base}/checkout`);
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Berlin');
  });

  it('the 3-D Secure card passes the bank approval, and a cancel comes back with a message', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    await payByCard(page, SECURE);
    await page.waitForURL(/\/vault\/approve\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(PAYMENT_AUTHENTICATION_FAILED).waitFor();
    expect(page.url()).toBe(`${base}/checkout/payment`);
    await payByCard(page, SECURE);
    await page.waitForURL(/\/vault\/approve\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await placeOrder(page, base);
  });

  it('a price changed after payment places nothing; a double click places one order', async () => {
    const { base, page, context } = await fresh();
    await fillCart(page, base);
    await fillDetails(page, base);
    await payByCard(page, GOOD);
    await page.waitForURL(`${base}/checkout/confirmation`);
    // Another tab adds to the cart: the authorised amount no longer matches the order.
    const other = await context.newPage();
    await other.goto(`${base}/books/smashing-book-7`);
    await whenReady(other, 'button[data-sku="smashing-book-7-ebook"]');
    await other.locator('button[data-sku="smashing-book-7-ebook"]').click();
    await other.getByRole('button', { name: /^Cart, 2 items/ }).waitFor();
    await other.close();
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/cart/order'))
        orders.push(request.url());
    });
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(PRICE_MISMATCH_MESSAGE).waitFor();
    expect(page.url()).toBe(`${base}/checkout/confirmation`);
    // Pay again for the new total, then a double click.
    await page.getByRole('link', { name: 'Back to payment' }).click();
    await payByCard(page, GOOD);
    await page.waitForURL(`${base}/checkout/confirmation`);
    orders.length = 0;
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/checkout\/order\?order=[^&]+$/);
    expect(orders).toHaveLength(1);
  });

  it('sends a shopper without details or payment back a step (SPEC point 2)', async () => {
    const { base, page } = await fresh();
    await page.goto(`${base}/checkout/payment`);
    await page.waitForURL(`${base}/checkout`);
    await fillCart(page, base);
    await fillDetails(page, base);
    await page.goto(`${base}/checkout/confirmation`);
    await page.waitForURL(`${base}/checkout/payment`);
  });

  it('a guest completes the purchase with the keyboard alone', async () => {
    const { base, page } = await fresh();
    await fillCart(page, base);
    await page.goto(`${base}/checkout`);
    const email = page.getByLabel('Email');
    await email.focus();
    await page.keyboard.type('keys@example.com');
    for (const value of ['Grace', 'Hopper', '', 'Main 1', '', '10115', 'Berlin', '']) {
      await page.keyboard.press('Tab');
      if (value) await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.type('Deutsch');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue())
      .toBe('Germany');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /Standard/ }).waitFor();
    await page.getByRole('radio', { name: /Standard/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/checkout/payment`);
    // Several methods: the card's radio is chosen with the space bar.
    await page.getByRole('radio', { name: 'Credit or debit card' }).focus();
    await page.keyboard.press('Space');
    const number = page.getByLabel('Card number');
    await number.focus();
    await page.keyboard.type(GOOD);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/checkout/confirmation`);
    const terms = page.getByLabel(/I accept the/);
    await terms.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/order\?order=[^&]+$/);
  });

  it('article pages download no checkout or card-provider code', async () => {
    const { base, page } = await fresh();
    const scripts = recordScripts(page);
    const provider: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/providers/')) provider.push(request.url());
    });
    await page.goto(`${base}/articles/`);
    await page.waitForLoadState('networkidle');
    const first = page.locator('main a[href^="/articles/"]').first();
    await page.goto(new URL((await first.getAttribute('href')) ?? '/', base).href);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /Checkout|Step|stripe|payment/i.test(path))).toBe(false);
    expect(provider).toEqual([]);
  });
});
