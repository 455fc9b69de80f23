import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, requireBuild } from './harness';
import { lighthouseRun } from './lighthouse-run';
import { MIN_PERFORMANCE } from './lighthouse-scores';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';

/**
 * One Lighthouse run (mobile, first-time visitor) on three pages that stand for the rest: the
 * home page (behaviours only), a book page (prices built without React) and the checkout's
 * first step. `npm run bench` scores every page three times (bench/lighthouse.json).
 */
const PAGES = ['/', '/books/smashing-book-7', '/checkout/'];

describe.runIf(hasChromium)('Lighthouse mobile performance', () => {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    requireBuild();
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it.each(PAGES)(
    `%s scores at least ${MIN_PERFORMANCE}`,
    async (path) => {
      const run = await lighthouseRun(`${backend!.base}${path}`);
      // On failure the message names the audits that cost the most.
      const costs = run.costs.slice(0, 3).map((c) => `${c.id} -${c.points} (${c.value})`);
      expect(run.performance, costs.join(', ')).toBeGreaterThanOrEqual(MIN_PERFORMANCE);
    },
    120_000,
  );
});
