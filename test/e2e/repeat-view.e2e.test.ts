import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle } from './demo-pages';
import { hasChromium, useDemo } from './harness';
import { watchScripts } from './script-loads';

const view = async (page: Page, url: string) => {
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle(page);
};

// The server's caching (hashed chunks immutable for a year, the entry revalidated by ETag)
// and compression, seen from the browser: a reader's second page view costs no JavaScript.
describe.runIf(hasChromium)('a repeat view', () => {
  const demo = useDemo();

  it.each(['/articles/css-cascade-layers', '/checkout/'])(
    '%s: the first view gets brotli, the second transfers 0 bytes of JavaScript',
    async (path) => {
      const { base, context, page } = await demo.fresh();
      const cdp = await context.newCDPSession(page);
      const loads = await watchScripts(cdp);

      await view(page, `${base}${path}`);
      const first = [...loads.values()];
      // At least the entry, the loader and the site chunk every page runs.
      expect(first.length).toBeGreaterThanOrEqual(3);
      for (const load of first) {
        expect(load, load.path).toMatchObject({ status: 200, encoding: 'br' });
        expect(load.bodyBytes, load.path).toBeGreaterThan(0);
      }

      loads.clear();
      await view(page, `${base}${path}`);
      const second = [...loads.values()];
      // The entry is asked for again (it keeps its URL across builds) and answered 304.
      expect(second.map((load) => load.path)).toContain('/js/widgets.js');
      const transferred = second.filter((load) => (load.bodyBytes ?? 0) > 0);
      expect(transferred, JSON.stringify(second, null, 1)).toEqual([]);
      expect(second.find((load) => load.path === '/js/widgets.js')?.status).toBe(304);
      // The hashed chunks are not even asked for: the browser's cache holds them as immutable.
      const chunks = second.filter((load) => load.path.startsWith('/js/chunks/'));
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      for (const chunk of chunks) expect(chunk, chunk.path).toMatchObject({ cached: true });
    },
  );
});
