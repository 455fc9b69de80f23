import type { Browser, Page } from 'playwright-core';
import { fillCart } from '../checkout-flow';
import { blankGaps } from './finish';
import { deviceOf, visit } from './shoot';
import type { ScreenName } from './shoot';

/** The pages that show the cart itself, each as a shopper reaches it. */
const CART_PAGES = ['/cart', '/checkout', '/events/checkout'] as const;

/** The ceiling for blank inside a panel: a margin, never a hole. */
export const MAX_GAP_PX = 48;

/** The tallest blank stretch in each page's checkout, described where it is too tall. */
async function gapsOn(page: Page, base: string, cart: string, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, base, path);
    for (const { host, gap } of await blankGaps(page, '[data-container="Checkout"]')) {
      if (gap > MAX_GAP_PX) found.push(`${path} with ${cart}: ${host} holds ${gap} px of blank`);
    }
  }
  return found;
}

/**
 * The carts the issue measured at one screen: empty for a first visit, one book (with its
 * companion ebook), then empty again once the book is removed (a store session kept, which
 * marks <html> before the first paint). Returns every blank stretch over the ceiling.
 */
export async function cartGaps(browser: Browser, base: string, screen: ScreenName) {
  const context = await browser.newContext(deviceOf(screen));
  try {
    const page = await context.newPage();
    const found = await gapsOn(page, base, 'nothing yet', CART_PAGES);
    await fillCart(page, base);
    found.push(...(await gapsOn(page, base, 'one book', ['/cart', '/checkout'])));
    await visit(page, base, '/cart');
    await page
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await page.getByText('Your cart is empty.').waitFor();
    found.push(...(await gapsOn(page, base, 'its book removed', CART_PAGES)));
    return found;
  } finally {
    await context.close();
  }
}
