import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, persistedKey } from '../../src/domain/storage';
import { VIEWPORTS, demoPages, settle } from './demo-pages';
import type { ViewportName } from './demo-pages';
import { hasChromium, startDemo } from './harness';
import type { Demo } from './harness';

/** The issue's ceiling: below what a reader can notice, far below Lighthouse's 0.1 "good". */
const MAX_CLS = 0.01;

interface Shift {
  readonly url: string;
  readonly value: number;
  readonly sources: readonly string[];
}

declare global {
  interface Window {
    /** Set by the init script below: reports the entries not yet delivered. */
    flushLayoutShifts?: () => Promise<unknown>;
    reportLayoutShift?: (shift: Shift) => Promise<void>;
  }
}

// Runs in every document before any of its scripts. Each shift is reported to the test as it
// happens, so a page that redirects (a visitor on a member page) is measured on both pages.
// Shifts right after the reader's input are not layout shifts in CLS's sense.
const OBSERVE_SHIFTS = () => {
  interface LayoutShiftEntry extends PerformanceEntry {
    readonly value: number;
    readonly hadRecentInput: boolean;
    readonly sources: readonly {
      readonly node: Node | null;
      readonly previousRect: DOMRectReadOnly;
      readonly currentRect: DOMRectReadOnly;
    }[];
  }
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  const describeNode = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList].map((name) => `.${name}`).join('');
    const widget = node.getAttribute('data-container') ?? node.getAttribute('data-behaviour');
    return `${node.localName}${id}${classes}${widget ? `[${widget}]` : ''}`;
  };
  const pending: Promise<void>[] = [];
  const report = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const shift = {
        url: location.pathname + location.search,
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${describeNode(source.node)} (${box(source.previousRect)} -> ${box(source.currentRect)})`,
        ),
      };
      const send = window.reportLayoutShift;
      if (send) pending.push(send(shift));
    }
  };
  const observer = new PerformanceObserver((list) => report(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.flushLayoutShifts = () => {
    report(observer.takeRecords());
    return Promise.all(pending);
  };
};

const describeShifts = (shifts: readonly Shift[]) =>
  shifts
    .map((shift) => `  ${shift.value.toFixed(4)} on ${shift.url}: ${shift.sources.join(', ')}`)
    .join('\n');

const total = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const cases = demoPages().flatMap((path) => VIEWPORT_NAMES.map((viewport) => ({ path, viewport })));

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs a new member up, confirms them and logs them in with "Remember me"; their storage. */
async function returningMember(demo: Demo): Promise<Storage> {
  const context = await demo.browser.newContext();
  try {
    const email = `layout-${Date.now().toString(36)}@example.com`;
    const password = 'whiskers-and-yarn';
    const signup = await context.request.post(`${demo.base}/identity/signup`, {
      data: { email, password, data: { full_name: 'Tabby Cat' } },
    });
    expect(signup.ok()).toBe(true);
    const mails = (await (
      await context.request.get(`${demo.base}/_outbox.json?to=${encodeURIComponent(email)}`)
    ).json()) as { kind: string; links: { url: string }[] }[];
    const link = mails.find((mail) => mail.kind === 'signup-confirmation')?.links[0]?.url ?? '';
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('confirmation_token');
    const verify = await context.request.post(`${demo.base}/identity/verify`, {
      data: { type: 'signup', token },
    });
    expect(verify.ok()).toBe(true);

    const page = await context.newPage();
    await page.goto(`${demo.base}/auth/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel(/Remember me/).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/membership/');
    // A returning reader has answered the privacy question too.
    const answered = persistedKey(STORAGE_KEYS.privacy, 'responded');
    await page.evaluate((key) => localStorage.setItem(key, 'true'), answered);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// Every demo page at a phone's and a desktop's viewport: as a first visit (no privacy answer
// yet, so the cookie banner comes; no session, so the header offers Log in and Sign up, as its
// fallback does), and as a returning member (the header shows them). The score is the sum of
// every shift, stricter than Lighthouse's worst five-second window.
describe.runIf(hasChromium)('layout shift on the demo pages', () => {
  let demo: Demo | undefined;
  let context: BrowserContext | undefined;
  let member: Storage | undefined;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(async () => {
    await context?.close();
    await demo?.close();
  });

  async function measure(path: string, viewport: ViewportName, storageState?: Storage) {
    if (!demo) throw new Error('the demo did not start');
    await context?.close();
    context = await demo.browser.newContext({
      viewport: VIEWPORTS[viewport],
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      ...(storageState && { storageState }),
    });
    const shifts: Shift[] = [];
    await context.exposeFunction('reportLayoutShift', (shift: Shift) => {
      shifts.push(shift);
    });
    await context.addInitScript(OBSERVE_SHIFTS);
    const page = await context.newPage();
    await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
    await settle(page);
    await page.evaluate(() => window.flushLayoutShifts?.());
    const cls = total(shifts);
    expect(
      cls,
      `${path} at ${viewport}: CLS ${cls.toFixed(4)}\n${describeShifts(shifts)}`,
    ).toBeLessThanOrEqual(MAX_CLS);
  }

  describe('a first visit', () => {
    it.each(cases)('$path at the $viewport viewport does not shift', ({ path, viewport }) =>
      measure(path, viewport),
    );
  });

  describe('a returning member', () => {
    beforeAll(async () => {
      if (demo) member = await returningMember(demo);
    });

    it.each(cases)('$path at the $viewport viewport does not shift', ({ path, viewport }) =>
      measure(path, viewport, member),
    );
  });
});
