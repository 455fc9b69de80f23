import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_DIST_DIR } from '@server/app';
import { startBackend } from '../server/harness';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests run where Chromium is; CI must have it, elsewhere they skip loudly. */
export const hasChromium = (() => {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: CI must install it (apt-get install chromium).`,
    );
  }
  console.warn(
    `\n!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH. !!!\n`,
  );
  return false;
})();

/** Chromium's flags for every browser test: headless, and nothing that phones home. */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Demo {
  readonly browser: Browser;
  readonly server: Server;
  readonly base: string;
  close(): Promise<void>;
}

/** The demo serves dist/: without a build every page would miss its widgets. */
export function requireBuild(): void {
  if (!existsSync(join(DEFAULT_DIST_DIR, 'widgets.js'))) {
    throw new Error('dist/js/widgets.js is missing: run `npm run build` before the browser tests.');
  }
}

/** Starts the demo magazine on a random port and a headless Chromium. */
export async function startDemo(): Promise<Demo> {
  requireBuild();
  const backend = await startBackend();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return {
    browser,
    server: backend.server,
    base: backend.base,
    async close() {
      await browser.close();
      await backend.close();
    },
  };
}

/** Records the paths of every /js/ file a page fetches. */
export function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/js/')) seen.push(path);
  });
  return seen;
}

/** Serves `body` at `path` on the demo's origin, for pages the magazine does not have. */
export async function fixture(page: Page, base: string, path: string, body: string) {
  await page.route(`${base}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Fixture</title>
<script type="module" src="/js/widgets.js"></script></head><body><main>${body}</main></body></html>`,
    }),
  );
}

/** Console errors and uncaught exceptions of a page, to assert a page stays clean. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export interface Session {
  readonly base: string;
  readonly context: BrowserContext;
  readonly page: Page;
}

/** The running demo of a describe block, and a page in a new context for each test. */
export interface DemoContexts {
  /** The demo, once the block's `beforeAll` started it. */
  demo(): Demo;
  /** Closes the previous test's context and opens a page in a new one with `options`. */
  open(options?: BrowserContextOptions): Promise<Session>;
}

/** Starts the demo once for the surrounding describe block and closes it after. */
export function useDemoContexts(): DemoContexts {
  let demo: Demo | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(async () => {
    await context?.close();
    await demo?.close();
  });
  const started = () => {
    if (!demo) throw new Error('the demo did not start');
    return demo;
  };
  return {
    demo: started,
    async open(options = {}) {
      const { base, browser } = started();
      await context?.close();
      context = await browser.newContext(options);
      return { base, context, page: await context.newPage() };
    },
  };
}

/**
 * Starts the demo once for the surrounding describe block; `fresh()` gives each test a new
 * browser context (empty storage) and page on it.
 */
export function useDemo(viewport = { width: 1280, height: 800 }): { fresh(): Promise<Session> } {
  const { open } = useDemoContexts();
  return { fresh: () => open({ viewport }) };
}

/** Waits until the widget on `selector` has started: a click before that has nothing to do. */
export async function whenReady(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`${selector}[data-state="ready"]`);
}
