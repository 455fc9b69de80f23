import type { Page } from 'playwright-core';
import { PRELOAD_HOVER_DELAY_MS } from '@domain/preload';
import { HIDE_DELAY_MS } from '@widgets/behaviours/Tooltip';

/**
 * The delays the widgets' documented behaviour fixes, and the one way a browser test waits one
 * out. Every other wait in the tests is for a condition; unit tests run these delays on fake
 * timers instead.
 *
 * - PreLoad's hover delay, 65 ms: "when the pointer rests on a link (65 ms)" (PreLoad's docs,
 *   `PRELOAD_HOVER_DELAY_MS` in src/domain/preload.ts).
 * - Tooltip's hide delay, 150 ms: the time to move the pointer from the element onto its tip
 *   (`HIDE_DELAY_MS` in widgets/behaviours/Tooltip).
 */
export const SPEC_DELAYS_MS = {
  preloadHover: PRELOAD_HOVER_DELAY_MS,
  tooltipHide: HIDE_DELAY_MS,
} as const;

/**
 * Resolves once a timer of the named delay, started in the page now, has fired: a timer the
 * page started before it for as long (the widget's own) has fired first, so whatever it was
 * to do is done.
 */
export function afterPageDelay(page: Page, delay: keyof typeof SPEC_DELAYS_MS): Promise<void> {
  return page.evaluate(
    (ms) => new Promise<void>((done) => setTimeout(done, ms)),
    SPEC_DELAYS_MS[delay],
  );
}
