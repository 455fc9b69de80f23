import type { Browser, Page } from 'playwright-core';
import { fillCart, fillDetails, payByCard, GOOD } from '../checkout-flow';
import { coveredPrimary, dashedLines, mixedFonts } from './finish';
import { flowBreaks, placement } from './measure';
import type { Placement } from './measure';
import { settle } from '../demo-pages';
import { deviceOf, shoot, visit } from './shoot';
import type { ScreenName } from './shoot';

export interface CheckoutLook {
  readonly screen: ScreenName;
  /** The cart page's total and its way on, at the top of the page. */
  readonly cartTotal: Placement;
  readonly cartContinue: Placement;
  /** Pieces of the review's terms label set apart from its flow (0: one sentence). */
  readonly reviewTermsBreaks: number;
  readonly signupTermsBreaks: number;
  /** What the cookie banner covers of "Place order" on the review step. */
  readonly reviewCovered: readonly string[];
  /** Dashed outlines and blocks in two faces on the steps. */
  readonly finish: readonly string[];
}

const finishOf = async (page: Page, step: string) =>
  [...(await dashedLines(page)), ...(await mixedFonts(page))].map((line) => `${step}: ${line}`);

/**
 * A guest's way through the checkout at one screen, a picture of each step: the cart with the
 * book and its ebook, the details, the payment and the review; and the sign-up form.
 */
export async function lookAtCheckout(
  browser: Browser,
  base: string,
  dir: string,
  screen: ScreenName,
): Promise<CheckoutLook> {
  const context = await browser.newContext(deviceOf(screen));
  try {
    const page = await context.newPage();
    await fillCart(page, base);
    await visit(page, base, '/cart');
    const checkout = page.locator('[data-container="Checkout"]');
    const cartTotal = await placement(checkout.getByText('Total', { exact: true }).first());
    const cartContinue = await placement(page.getByRole('link', { name: 'Continue to checkout' }));
    await shoot(page, dir, 'visitor', screen, 'cart-with-lines');
    const finish = await finishOf(page, 'the cart');
    await fillDetails(page, base);
    await settle(page);
    await shoot(page, dir, 'visitor', screen, 'checkout-payment-step');
    finish.push(...(await finishOf(page, 'the payment step')));
    await payByCard(page, GOOD);
    await page.waitForURL(`${base}/checkout/confirmation`);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, dir, 'visitor', screen, 'checkout-review-step');
    finish.push(...(await finishOf(page, 'the review step')));
    const reviewCovered = await coveredPrimary(page);
    const reviewTermsBreaks = await flowBreaks(page.locator('label', { hasText: 'I accept the' }));
    await visit(page, base, '/auth/signup');
    const signupTermsBreaks = await flowBreaks(page.locator('label', { hasText: 'I accept the' }));
    return {
      screen,
      cartTotal,
      cartContinue,
      reviewTermsBreaks,
      signupTermsBreaks,
      reviewCovered,
      finish,
    };
  } finally {
    await context.close();
  }
}
