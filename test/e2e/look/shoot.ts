import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoPages, settle } from '../demo-pages';
import type { Storage } from '../member-session';
import { bannerShare, headerRows, overflows } from './measure';
import type { Overflow } from './measure';

/** The two screens: a phone (390x844) and a desktop (1280x800). */
export const SCREENS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ScreenName = keyof typeof SCREENS;
export type Role = 'visitor' | 'member';

/** Where `npm run screenshots` and the look journey leave their pictures (CI keeps it). */
export const SCREENSHOTS_DIR = 'screenshots';

export interface PageLook {
  readonly path: string;
  readonly role: Role;
  readonly screen: ScreenName;
  readonly headerRows: number;
  readonly bannerShare: number;
  readonly overflows: readonly Overflow[];
}

/** `/books/smashing-book-7` -> `books-smashing-book-7`, `/` -> `home`. */
const fileName = (path: string): string =>
  path.replace(/^\/|\/$/g, '').replace(/[^\w]+/g, '-') || 'home';

/** A context as the reader's device: a phone is also mobile and touches. */
export const deviceOf = (screen: ScreenName) => ({
  viewport: SCREENS[screen],
  isMobile: screen === 'phone',
  hasTouch: screen === 'phone',
});

/** Saves the whole page as `<dir>/<role>/<screen>/<page>.png`. */
export async function shoot(page: Page, dir: string, role: Role, screen: ScreenName, name: string) {
  const file = join(dir, role, screen, `${fileName(name)}.png`);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

/** Opens a page as the reader would, settled, its first screen at the top. */
export async function visit(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await settle(page);
}

/** Measures one page as it stands and saves its picture. */
export async function lookAt(
  page: Page,
  dir: string,
  role: Role,
  screen: ScreenName,
  path: string,
): Promise<PageLook> {
  const look = {
    path,
    role,
    screen,
    headerRows: await headerRows(page),
    bannerShare: await bannerShare(page),
    overflows: await overflows(page),
  };
  await shoot(page, dir, role, screen, path);
  return look;
}

/**
 * Every demo page at both screens for one reader: a first-time visitor (the cookie banner up)
 * or a returning member (`storage`). `each` runs on every settled page before its picture,
 * for checks of that page; the looks come back in page order.
 */
export async function lookAtEveryPage(
  browser: Browser,
  base: string,
  dir: string,
  role: Role,
  storage?: Storage,
  each?: (page: Page, path: string, screen: ScreenName) => Promise<void>,
  screens: readonly ScreenName[] = ['phone', 'desktop'],
): Promise<PageLook[]> {
  const looks: PageLook[] = [];
  for (const screen of screens) {
    const context = await browser.newContext({
      ...deviceOf(screen),
      ...(storage && { storageState: storage }),
    });
    try {
      const page = await context.newPage();
      for (const path of demoPages()) {
        await visit(page, base, path);
        await each?.(page, path, screen);
        looks.push(await lookAt(page, dir, role, screen, path));
      }
    } finally {
      await context.close();
    }
  }
  return looks;
}
