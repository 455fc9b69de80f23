import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { deviceAt, pagesAtViewports, settle } from './demo-pages';
import { hasChromium, useDemoContexts } from './harness';

// Every demo page as a first visit sees it (the cookie banner open, the header offering Log in),
// once its widgets have settled, at both viewports: axe runs in Chromium, so colour contrast is
// judged on the real layout. The member pages as a member are checked in member-area.e2e.
describe.runIf(hasChromium)('accessibility of every demo page', () => {
  const { open } = useDemoContexts();

  it.each(pagesAtViewports())(
    '$path at the $viewport viewport has no axe violation',
    async ({ path, viewport }) => {
      const { base, page } = await open(deviceAt(viewport));
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await settle(page);
      expect(await axeViolations(page), `${path} at ${viewport}`).toEqual([]);
    },
  );
});
