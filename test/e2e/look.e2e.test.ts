import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useDemoContexts } from './harness';
import { lookAtCheckout } from './look/checkout-look';
import { placement } from './look/measure';
import { SCREENSHOTS_DIR, lookAtEveryPage } from './look/shoot';
import type { PageLook, Role, ScreenName } from './look/shoot';
import { returningMember } from './member-session';
import type { Storage } from './member-session';

/** The measurable points: a phone's header in two rows, a desktop's in one. */
const MAX_HEADER_ROWS: Record<ScreenName, number> = { phone: 2, desktop: 1 };
const MAX_BANNER_SHARE = 0.12;

// A whole tour of the magazine at one screen takes a few minutes on a loaded runner.
const TOUR_MS = 300_000;

/** What a page's first screen must show at the top, by page: what the reader came for. */
async function firstScreenProblems(page: Page, path: string): Promise<string[]> {
  const wanted =
    path === '/books/smashing-book-7'
      ? {
          price: page.locator('.buy-box [data-container="PriceTag"]').first(),
          'Add to cart': page.getByRole('button', { name: 'Add to cart' }).first(),
        }
      : path === '/books/'
        ? {
            'the first book': page.locator('#books > li').first().getByRole('heading'),
            "the first book's price": page.locator('#books > li').first().locator('.price'),
          }
        : {};
  const problems: string[] = [];
  for (const [name, target] of Object.entries(wanted)) {
    const where = await placement(target);
    if (!where.onFirstScreen) problems.push(`${path}: ${name} is not on the first screen`);
    else if (!where.uncovered) problems.push(`${path}: ${name} is covered`);
  }
  return problems;
}

/** Each page's broken points, as lines a reader of the failure can act on. */
const pageProblems = (looks: readonly PageLook[]): string[] =>
  looks.flatMap((look) => [
    ...(look.headerRows > MAX_HEADER_ROWS[look.screen]
      ? [`${look.path}: the header takes ${look.headerRows} rows`]
      : []),
    ...(look.bannerShare > MAX_BANNER_SHARE
      ? [`${look.path}: the cookie banner covers ${(look.bannerShare * 100).toFixed(1)} %`]
      : []),
    ...look.overflows.map(
      (overflow) =>
        `${look.path}: ${overflow.what} sticks out of ${overflow.where} by ${overflow.by} px`,
    ),
  ]);

// Every demo page at a phone's (390x844) and a desktop's (1280x800) screen, as a first-time
// visitor and as a returning member, pictured into screenshots/ (`npm run screenshots` makes
// the same pictures without the checks) and held to the measurable points.
describe.runIf(hasChromium)('the magazine as its readers see it', () => {
  const demo = useDemoContexts();
  let member: Storage | undefined;

  beforeAll(async () => {
    member = await returningMember(demo.demo());
  });

  const tour = async (role: Role, screen: ScreenName) => {
    const { browser, base } = demo.demo();
    const firstScreen: string[] = [];
    const looks = await lookAtEveryPage(
      browser,
      base,
      SCREENSHOTS_DIR,
      role,
      role === 'member' ? member : undefined,
      async (page, path) => {
        firstScreen.push(...(await firstScreenProblems(page, path)));
      },
      [screen],
    );
    expect([...pageProblems(looks), ...firstScreen], `${role} at the ${screen} screen`).toEqual([]);
  };

  it.each([
    ['visitor', 'phone'],
    ['visitor', 'desktop'],
    ['member', 'phone'],
    ['member', 'desktop'],
  ] as const)(
    'every page for a %s at the %s screen',
    (role, screen) => tour(role, screen),
    TOUR_MS,
  );

  it.each(['phone', 'desktop'] as const)(
    'the checkout at the %s screen: the cart shows its total and the way on, the terms read as one sentence',
    async (screen) => {
      const { browser, base } = demo.demo();
      const look = await lookAtCheckout(browser, base, SCREENSHOTS_DIR, screen);
      expect(look.cartTotal, 'the cart total').toEqual({ onFirstScreen: true, uncovered: true });
      expect(look.cartContinue, 'Continue to checkout').toEqual({
        onFirstScreen: true,
        uncovered: true,
      });
      expect(look.reviewTermsBreaks, 'the review step terms label').toBe(0);
      expect(look.signupTermsBreaks, 'the sign-up terms label').toBe(0);
    },
    TOUR_MS,
  );
});
