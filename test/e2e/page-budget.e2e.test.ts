import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, demoPages, settle } from './demo-pages';
import { DEFAULT_DIST_DIR } from '@server/app';
import { hasChromium, startDemo } from './harness';
import type { Demo } from './harness';
import {
  CEILINGS,
  READERS,
  REACT_CHUNK,
  pageClass,
  readPageMeasures,
  writePageMeasures,
} from './page-budgets';
import type { PageFigures, PageMeasures, Reader } from './page-budgets';
import { returningMember, returningShopper } from './member-session';
import type { Storage } from './member-session';
import { transferred, watchScripts } from './script-loads';

/** The /js/ path a request fetched, or undefined for anything else. */
const scriptPath = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  const { pathname } = new URL(url);
  return pathname.startsWith('/js/') ? pathname : undefined;
};

/** What the DevTools protocol says about who asked for a request (the part read here). */
interface StackTrace {
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: StackTrace;
}
interface Initiator {
  readonly url?: string;
  readonly stack?: StackTrace;
}

/** The script that asked for a request: the importer of a static import, the caller of import(). */
const initiatorOf = (initiator: Initiator): string | undefined => {
  let stack = initiator.stack;
  while (stack && stack.callFrames.length === 0) stack = stack.parent;
  return scriptPath(initiator.url ?? stack?.callFrames[0]?.url);
};

describe.runIf(hasChromium)('the JavaScript each demo page loads', () => {
  let demo: Demo | undefined;
  const reported = readPageMeasures();
  const measured = new Map<string, PageMeasures>();
  const storage: Partial<Record<Reader, Storage>> = {};

  beforeAll(async () => {
    demo = await startDemo();
    storage.shopper = await returningShopper(demo);
    storage.member = await returningMember(demo);
  });
  afterAll(async () => {
    await demo?.close();
    if (process.env.UPDATE_BUDGETS && measured.size === demoPages().length) {
      writePageMeasures(measured);
    }
  });

  /**
   * A first visit (no privacy answer, no session), so the page loads all it ever loads for a
   * new reader; or a returning member's (a session, a book with its ebook and an ebook in the cart). A script's depth
   * is its initiator's plus one, the page's own script being 1: the number of round trips, one
   * after the other, before it can run.
   */
  async function record(
    path: string,
    storageState?: Storage,
  ): Promise<PageFigures & { readonly react: boolean; readonly repeat?: readonly string[] }> {
    if (!demo) throw new Error('the demo did not start');
    const context = await demo.browser.newContext({
      viewport: VIEWPORTS.desktop,
      ...(storageState && { storageState }),
    });
    try {
      const page = await context.newPage();
      const depths = new Map<string, number>();
      const cdp = await context.newCDPSession(page);
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const path = scriptPath(request.url);
        if (!path) return;
        const parent = initiatorOf(initiator);
        depths.set(path, (parent ? (depths.get(parent) ?? 0) : 0) + 1);
      });
      const loads = await watchScripts(cdp);
      // Sizes come from the files the server sends, not from response bodies: a page that
      // redirects (a member page for a visitor) discards its responses' bodies.
      const sizes = new Map<string, number>();
      page.on('response', (response) => {
        const path = scriptPath(response.url());
        if (path && response.ok() && !sizes.has(path))
          sizes.set(path, gzipSync(readFileSync(join(DEFAULT_DIST_DIR, path.slice(4)))).length);
      });
      await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
      await settle(page);
      const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      const figures = {
        kilobytes: bytes / 1024,
        scripts: sizes.size,
        chain: Math.max(0, ...depths.values()),
        react: [...sizes.keys()].some((script) => REACT_CHUNK.test(script)),
      };
      if (!storageState) return figures;
      // A returning reader's second view of the page, the cache warm: no script brings a body.
      loads.clear();
      await page.goto(`${demo.base}${path}`, { waitUntil: 'networkidle' });
      await settle(page);
      return { ...figures, repeat: transferred(loads) };
    } finally {
      await context.close();
    }
  }

  it('has measures for every demo page and none for a page that is gone', () => {
    expect([...reported.keys()].sort()).toEqual(demoPages());
  });

  it.each(demoPages())(
    '%s stays under the ceilings of its class; a returning reader’s second view is cached',
    async (path) => {
      const kind = pageClass(path);
      const figures = {} as Record<
        Reader,
        PageFigures & { readonly react: boolean; readonly repeat?: readonly string[] }
      >;
      for (const reader of READERS) figures[reader] = await record(path, storage[reader]);
      measured.set(path, figures);
      // Every reader's figures first: a row is re-measured whole even when one of them fails.
      for (const reader of READERS) {
        const { kilobytes, scripts, chain, react } = figures[reader];
        const was = reported.get(path)?.[reader]?.kilobytes;
        const stale =
          was !== undefined && Math.abs(was - kilobytes) > 1 ? ` (reported ${was})` : '';
        console.log(
          `[budget] ${path} (${reader}): ${kilobytes.toFixed(2)} KB, ${scripts} scripts, chain ${chain}${react ? ', React' : ''}${stale}`,
        );
      }
      for (const reader of READERS) {
        const { kilobytes, scripts, chain, react } = figures[reader];
        const ceiling = CEILINGS[kind][reader];
        const report = `${path} (${kind}) for a ${reader}: ${kilobytes.toFixed(1)} KB in ${scripts} scripts, chain of ${chain}; ceiling ${JSON.stringify(ceiling)}`;
        expect(kilobytes, report).toBeLessThanOrEqual(ceiling.kilobytes);
        expect(scripts, report).toBeLessThanOrEqual(ceiling.scripts);
        expect(chain, report).toBeLessThanOrEqual(ceiling.chain);
        if (kind === 'reading') expect(react, `${report}: React came`).toBe(false);
        expect(figures[reader].repeat ?? [], `${path}: a ${reader}'s second view`).toEqual([]);
      }
    },
  );
});
