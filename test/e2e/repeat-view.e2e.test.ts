import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPages, settle } from './demo-pages';
import { hasChromium, useDemo, useDemoContexts } from './harness';
import { returningMember, returningShopper } from './member-session';

interface ScriptLoad {
  readonly path: string;
  status?: number;
  encoding?: string;
  cached?: boolean;
  /** Bytes of body that came over the network: all received less the response's headers. */
  bodyBytes?: number;
}

/**
 * Watches the /js/ loads of a page through the DevTools protocol. A memory or disk cache hit
 * and a 304 bring no body; anything that does counts its encoded (compressed) bytes.
 */
async function watchScripts(cdp: CDPSession): Promise<Map<string, ScriptLoad>> {
  const loads = new Map<string, ScriptLoad>();
  const headerBytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/js/')) loads.set(requestId, { path: pathname });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const load = loads.get(requestId);
    if (load) load.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const load = loads.get(requestId);
    if (!load) return;
    load.status = response.status;
    load.cached ||= response.fromDiskCache === true;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    load.encoding = encoding?.[1];
    headerBytes.set(requestId, response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const load = loads.get(requestId);
    if (load) load.bodyBytes = Math.max(0, encodedDataLength - (headerBytes.get(requestId) ?? 0));
  });
  await cdp.send('Network.enable');
  return loads;
}

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

describe.runIf(hasChromium)('a returning reader’s repeat view of every page', () => {
  const { demo, open } = useDemoContexts();

  it.each([
    ['shopper', returningShopper],
    ['member', returningMember],
  ] as const)(
    'a %s’s second view of each demo page transfers 0 bytes of JavaScript',
    async (_reader, storage) => {
      const { base, context, page } = await open({ storageState: await storage(demo()) });
      const cdp = await context.newCDPSession(page);
      const loads = await watchScripts(cdp);
      const transferred: string[] = [];
      for (const path of demoPages()) {
        await view(page, `${base}${path}`);
        loads.clear();
        await view(page, `${base}${path}`);
        for (const load of loads.values()) {
          if ((load.bodyBytes ?? 0) > 0) transferred.push(`${path}: ${load.path}`);
        }
      }
      expect(transferred).toEqual([]);
    },
    240_000,
  );
});
