import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';
import { CHROMIUM, FLAGS, collectErrors, hasChromium, requireBuild, whenReady } from './harness';
import { ROOT, installPackage, packPackage, prerender } from './publisher-package';
import { servicesConfig, startStaticHost } from './static-host';
import type { StaticHost } from './static-host';

const HUGO = process.env.HUGO_PATH ?? '/usr/bin/hugo';

/** Hugo builds one of the sites; CI must have it (.ci/run installs it), elsewhere it skips loudly. */
const hasHugo = (() => {
  if (existsSync(HUGO)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`Hugo not found at ${HUGO}: CI must install it (apt-get install hugo).`);
  }
  console.warn(
    `\n!!! HUGO SITE SKIPPED: no hugo at ${HUGO}. Install it (apt-get install hugo) or set HUGO_PATH. !!!\n`,
  );
  return false;
})();

interface Generator {
  readonly name: string;
  readonly fixture: string;
  /** Where the recipe keeps the page settings. */
  readonly settings: string;
  /** The folder the build writes. */
  readonly output: string;
  readonly packages: readonly string[];
  build(project: string): void;
}

const GENERATORS: readonly Generator[] = [
  {
    name: 'Eleventy',
    fixture: 'test/fixtures/eleventy-site',
    settings: '_data/widgets.json',
    output: '_site',
    packages: ['@11ty'],
    build: (project) => {
      const cli = join(project, 'node_modules/@11ty/eleventy/cmd.cjs');
      execFileSync(process.execPath, [cli, '--quiet'], { cwd: project, stdio: 'pipe' });
    },
  },
  ...(hasHugo
    ? [
        {
          name: 'Hugo',
          fixture: 'test/fixtures/hugo-site',
          settings: 'data/widgets.json',
          output: 'public',
          packages: [],
          build: (project: string) => {
            execFileSync(HUGO, ['--quiet'], { cwd: project, stdio: 'pipe' });
          },
        },
      ]
    : []),
];

/** The chunks a page preloads, from its HTML. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');

/** An image shown: loaded, not broken. */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => ({
      src: img.src,
      loaded: img.complete && img.naturalWidth > 0,
    }));

// A publisher's site built by the real generator with the packed package by the recipe of
// docs/publishing.md: the fixture is the recipe's files, the page settings written into its
// data file with the services on another site, then the package's prerender command.
describe.runIf(hasChromium).each(GENERATORS)('a $name site with the packed package', (gen) => {
  let work = '';
  let host: StaticHost;
  let backend: TestBackend;
  let browser: Browser;
  let output = '';

  beforeAll(async () => {
    requireBuild();
    work = await mkdtemp(join(tmpdir(), 'mw-publisher-'));
    const project = join(work, 'site');
    output = join(project, gen.output);
    host = await startStaticHost(output);
    backend = await startBackend({ siteUrl: host.base, origins: [host.base] });
    await installPackage(project, packPackage(work).tarball, gen.packages);
    await cp(join(ROOT, gen.fixture), project, { recursive: true });
    await mkdir(join(project, gen.settings, '..'), { recursive: true });
    await writeFile(join(project, gen.settings), JSON.stringify(servicesConfig(backend.base)));
    gen.build(project);
    prerender(project, gen.output, host.base);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await backend?.close();
    await host?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('puts the page settings and the loader in every page, preloading what a page runs at start', async () => {
    const home = await readFile(join(output, 'index.html'), 'utf8');
    const settings = /<script type="application\/json" id="widgets-config">([^<]*)<\/script>/.exec(
      home,
    )?.[1];
    expect(JSON.parse(settings ?? 'null')).toEqual(servicesConfig(backend.base));
    // The recipe's first line in <head>, before anything paints.
    expect(home).toMatch(/<head>\s*<script>try\{var d=document\.documentElement;/);
    const hinted = preloads(home);
    expect(hinted.some((href) => /^\/js\/chunks\/loader-/.test(href))).toBe(true);
    for (const href of hinted) {
      expect((await fetch(`${host.base}${href}`)).status, href).toBe(200);
    }
  });

  it('mounts the widgets against the services on another site', async () => {
    const page = await (await browser.newContext()).newPage();
    const errors = collectErrors(page);
    await page.goto(`${host.base}/`);
    expect(await page.locator('[data-container="TOC"][data-prerendered]').count()).toBe(1);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(['Why layers', 'How to start']);
    await whenReady(page, '[data-behaviour="ContrastSwitcher"]');
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high');
    await page.getByRole('button', { name: /^Cart, 0 items/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the store’s product images, from the services, in the mini cart and the cart', async () => {
    const page = await (await browser.newContext()).newPage();
    const errors = collectErrors(page);
    const images: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto(`${host.base}/book/`);
    await whenReady(page, '[data-behaviour="AddToCart"]');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.getByRole('button', { name: /^Cart, 1 item/ });
    await cart.click();
    // The click brings the widget's code: the panel it names is the component's, once open.
    await expect.poll(() => cart.getAttribute('aria-expanded')).toBe('true');
    const panel = `#${(await cart.getAttribute('aria-controls')) ?? 'none'}`;
    await page.locator(`${panel} img`).first().waitFor();
    await expect
      .poll(() => shown(page, `${panel} img`))
      .toEqual({ src: `${backend.base}/assets/img/book-7.svg`, loaded: true });

    await page.goto(`${host.base}/cart/`);
    await page.locator('.mw-checkout img.mw-line-thumbnail').first().waitFor();
    await expect
      .poll(() => shown(page, '.mw-checkout img.mw-line-thumbnail'))
      .toEqual({ src: `${backend.base}/assets/img/book-7.svg`, loaded: true });
    // Every image from the services; the publisher's site has none of the store's.
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((url) => !url.startsWith(`${backend.base}/`))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
