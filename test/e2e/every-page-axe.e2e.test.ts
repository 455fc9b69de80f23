import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { VIEWPORTS, demoPages, settle } from './demo-pages';
import type { ViewportName } from './demo-pages';
import { hasChromium, startDemo } from './harness';
import type { Demo } from './harness';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const cases = demoPages().flatMap((path) => VIEWPORT_NAMES.map((viewport) => ({ path, viewport })));

// Every demo page as a first visit sees it (the cookie banner open, the header offering Log in),
// once its widgets have settled, at both viewports: axe runs in Chromium, so colour contrast is
// judged on the real layout. The member pages as a member are checked in member-area.e2e.
describe.runIf(hasChromium)('accessibility of every demo page', () => {
  let demo: Demo | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(async () => {
    await context?.close();
    await demo?.close();
  });

  it.each(cases)(
    '$path at the $viewport viewport has no axe violation',
    async ({ path, viewport }) => {
      if (!demo) throw new Error('the demo did not start');
      await context?.close();
      context = await demo.browser.newContext({
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
      });
      const page = await context.newPage();
      await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
      await settle(page);
      expect(await axeViolations(page), `${path} at ${viewport}`).toEqual([]);
    },
  );
});
