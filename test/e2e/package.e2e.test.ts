import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';
import { CHROMIUM, FLAGS, collectErrors, hasChromium, requireBuild, whenReady } from './harness';
import { NAME, ROOT, installPackage, packPackage, prerender } from './publisher-package';
import { servicesConfig, startStaticHost } from './static-host';
import type { StaticHost } from './static-host';

const FIXTURE = join(ROOT, 'test/fixtures/static-site');

/**
 * A publisher's static site of plain HTML built with the packed package (the generators'
 * recipes are publisher-sites.e2e.test.ts's): the package in node_modules, its loader folder
 * and stylesheet copied
 * to the output through its exports, the pages' page settings and CDN lines filled in, then
 * the package's prerender command over the output (with jsdom beside the package).
 */
async function buildSite(work: string, tarball: string, services: string, site: string) {
  const project = join(work, 'site');
  const output = join(project, '_site');
  const installed = await installPackage(project, tarball);

  const require = createRequire(join(project, 'package.json'));
  const { version } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
    version: string;
  };
  await cp(dirname(require.resolve(`${NAME}/loader`)), join(output, 'js'), { recursive: true });
  await cp(require.resolve(`${NAME}/widgets.css`), join(output, 'css', 'widgets.css'));
  // The CDN's copy: the same folder and stylesheet under a path naming the version.
  const cdn = join(output, 'cdn', version);
  await cp(dirname(require.resolve(`${NAME}/loader`)), join(cdn, 'js'), { recursive: true });
  await cp(require.resolve(`${NAME}/widgets.css`), join(cdn, 'widgets.css'));
  // The CDN lines as the package holds them, pointed at where this site serves that copy.
  const cdnHead = (await readFile(require.resolve(`${NAME}/head.html`), 'utf8')).replace(
    /https?:\/\/[^"]+?\/(?=widgets\.css"|js\/widgets\.js")/g,
    `/cdn/${version}/`,
  );
  const config = JSON.stringify(servicesConfig(services));
  for (const page of await readdir(FIXTURE)) {
    const html = (await readFile(join(FIXTURE, page), 'utf8'))
      .replace('{{ widgetsConfig }}', config)
      .replace('{{ cdnHead }}', cdnHead.trim());
    await writeFile(join(output, page), html);
  }
  prerender(project, '_site', site);
  return { output, version, installed };
}

describe.runIf(hasChromium)('the packed package on a publisher’s static site', () => {
  let work = '';
  let files: string[] = [];
  let built: Awaited<ReturnType<typeof buildSite>>;
  let host: StaticHost;
  let backend: TestBackend;
  let browser: Browser;

  beforeAll(async () => {
    requireBuild();
    work = await mkdtemp(join(tmpdir(), 'mw-package-'));
    const packed = packPackage(work);
    files = packed.files;
    host = await startStaticHost(join(work, 'site', '_site'));
    backend = await startBackend({ siteUrl: host.base, origins: [host.base] });
    built = await buildSite(work, packed.tarball, backend.base, host.base);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await backend?.close();
    await host?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('holds only the built library, its docs and its command', () => {
    const outside = files.filter(
      (path) =>
        !/^(dist\/(js|types|prerender)\/|dist\/(widgets\.css|integrity\.json|head\.html)$|docs\/|bin\/)/.test(
          path,
        ) && !['package.json', 'README.md', 'LICENSE'].includes(path),
    );
    expect(outside).toEqual([]);
    expect(files.filter((path) => path.startsWith('dist/site/') || path.endsWith('.map'))).toEqual(
      [],
    );
    expect(files).toContain('dist/integrity.json');
  });

  it('ships types that resolve outside this repository (no path aliases)', async () => {
    const pkg = JSON.parse(await readFile(join(built.installed, 'package.json'), 'utf8')) as {
      exports: Record<string, { types?: string }>;
    };
    const types = pkg.exports['./types']?.types ?? '';
    expect(await readFile(join(built.installed, types), 'utf8')).toContain('WidgetConfig');
    const declarations = (await readdir(join(built.installed, 'dist/types'), { recursive: true }))
      .filter((path) => path.endsWith('.d.ts'))
      .map((path) => join(built.installed, 'dist/types', path));
    expect(declarations.length).toBeGreaterThan(0);
    const aliased: string[] = [];
    for (const file of declarations) {
      if (
        /(from |import\()'@(kit|domain|stores|api|config|payments|loader|widgets)\b/.test(
          await readFile(file, 'utf8'),
        )
      )
        aliased.push(file);
    }
    expect(aliased).toEqual([]);
  });

  it('mounts the widgets of a self-hosted page, prerendered by the package’s command', async () => {
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

  it('mounts the widgets of a page loading the CDN folder with its integrity hashes', async () => {
    const page = await (await browser.newContext()).newPage();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('requestfinished', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${host.base}/book`);
    await whenReady(page, '[data-behaviour="AddToCart"]');
    expect(scripts).toContain(`/cdn/${built.version}/js/widgets.js`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: /^Cart, 1 item/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
