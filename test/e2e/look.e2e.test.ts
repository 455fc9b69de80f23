import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useDemoContexts } from './harness';
import { demoPages } from './demo-pages';
import { cartGaps } from './look/cart-gaps';
import { lookAtCheckout } from './look/checkout-look';
import { coveredPrimary, dashedLines, mixedFonts } from './look/finish';
import { placement } from './look/measure';
import { SCREENSHOTS_DIR, lookAtEveryPage, visit } from './look/shoot';
import type { PageLook, Role, ScreenName } from './look/shoot';
import { MEMBER_PLAN, returningMember } from './member-session';
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

/** What no page shows any reader: an editor's dashed outline, two faces in one block. */
async function finishProblems(page: Page, path: string): Promise<string[]> {
  const lines = [...(await dashedLines(page)), ...(await mixedFonts(page))];
  return lines.map((line) => `${path}: ${line}`);
}

/**
 * The plans page as the member sees it: their own plan marked as the current one, the others
 * offered as an upgrade or a downgrade, and nothing that takes them for a visitor.
 */
async function plansProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const own = page.locator('.mw-plans__card[aria-current="true"]');
  if ((await own.count()) !== 1) problems.push('no plan is marked as the current one');
  else if (!(await own.getByRole('heading', { name: `${MEMBER_PLAN} Current plan` }).isVisible())) {
    problems.push(`the card marked current is not the ${MEMBER_PLAN} plan`);
  }
  const offers = page.getByRole('link', { name: /^(Upgrade|Downgrade) to / });
  if ((await offers.count()) !== 2) problems.push('the other plans are not offered as a change');
  for (const visitorLine of [/^Choose /, /^Log in$/]) {
    const link = page.locator('main').getByRole('link', { name: visitorLine });
    for (const shown of await link.all()) {
      if (await shown.isVisible()) problems.push(`the page offers "${await shown.textContent()}"`);
    }
  }
  return problems.map((line) => `/membership/plans for a member: ${line}`);
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
        firstScreen.push(...(await finishProblems(page, path)));
        if (role === 'visitor') {
          firstScreen.push(...(await coveredPrimary(page)).map((line) => `${path}: ${line}`));
        }
        if (role === 'member' && path === '/membership/plans') {
          firstScreen.push(...(await plansProblems(page)));
        }
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

  // Between the two screens the banner changes its shape; at a tablet's width it is a card too.
  it(
    "a tablet's screen: the cookie banner covers no page's primary action",
    async () => {
      const { browser, base } = demo.demo();
      const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
      const problems: string[] = [];
      try {
        const page = await context.newPage();
        for (const path of demoPages()) {
          await visit(page, base, path);
          problems.push(...(await coveredPrimary(page)).map((line) => `${path}: ${line}`));
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    },
    TOUR_MS,
  );

  it.each(['phone', 'desktop'] as const)(
    'empty and one-book carts at the %s screen leave no blank stretch over 48 px',
    async (screen) => {
      const { browser, base } = demo.demo();
      expect(await cartGaps(browser, base, screen)).toEqual([]);
    },
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
      expect(look.reviewCovered, 'the cookie banner over the review step').toEqual([]);
      expect(look.finish, 'the steps as a reader sees them').toEqual([]);
      expect(look.signupTermsBreaks, 'the sign-up terms label').toBe(0);
    },
    TOUR_MS,
  );
});
