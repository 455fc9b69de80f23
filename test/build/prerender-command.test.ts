import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkManifest } from '../../src/prerender/preload-hints';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/prerender.js');
const run = (args: readonly string[]) =>
  promisify(execFile)(process.execPath, [BIN, ...args], { cwd: ROOT });

const page = (head: string, main: string) =>
  `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body><main>${main}</main></body></html>`;
const HEADER = '<button data-behaviour="ContrastSwitcher">High contrast</button>';
const CDN = 'https://cdn.example/magazine-widgets/0.1.0';

/** The hrefs of a page's modulepreload hints. */
const hints = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\s*\/?>/g)].map((m) => m[1] ?? '');

// The package's command (bin/prerender.js over dist/prerender/), as a publisher's build runs it.
describe('magazine-widgets-prerender, the package’s command', () => {
  let dir = '';
  let manifest: ChunkManifest;
  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/prerender/cli.js'))) {
      throw new Error('dist/prerender is missing: run `npm run build` before this test.');
    }
    manifest = JSON.parse(
      await readFile(join(ROOT, 'dist/js/manifest.json'), 'utf8'),
    ) as ChunkManifest;
    dir = await mkdtemp(join(tmpdir(), 'mw-command-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('preloads, beside the loader, the chunks each page runs at start, as the demo’s build does', async () => {
    await mkdir(join(dir, 'site', 'cdn'), { recursive: true });
    const local = '<script type="module" src="/js/widgets.js"></script>';
    const cdn = `<script type="module" src="${CDN}/js/widgets.js" integrity="sha384-x" crossorigin="anonymous"></script>`;
    await writeFile(join(dir, 'site', 'index.html'), page(local, HEADER));
    await writeFile(join(dir, 'site', 'cdn', 'index.html'), page(cdn, HEADER));
    await writeFile(join(dir, 'site', 'plain.html'), page(local, '<p>No widgets</p>'));
    const { stdout } = await run([join(dir, 'site'), '--origin', 'https://magazine.example']);
    expect(stdout).toContain('prerendered 3 pages, 2 pages with modulepreload hints');

    const home = await readFile(join(dir, 'site', 'index.html'), 'utf8');
    const wanted = [manifest.loader, manifest.widgets.ContrastSwitcher ?? 'missing'];
    expect(hints(home)).toEqual(expect.arrayContaining(wanted.map((file) => `/js/${file}`)));
    // Right after the loader's script, so the browser asks for them all at once.
    expect(home).toContain(`${local}\n    <link rel="modulepreload" href="/js/`);
    for (const href of hints(home)) {
      expect(existsSync(join(ROOT, 'dist', href.slice(1)))).toBe(true);
    }
    const fromCdn = await readFile(join(dir, 'site', 'cdn', 'index.html'), 'utf8');
    expect(hints(fromCdn)).toEqual(hints(home).map((href) => `${CDN}${href}`));
    expect(hints(await readFile(join(dir, 'site', 'plain.html'), 'utf8'))).toEqual([]);

    // Run twice (a rebuild that keeps the output), a page keeps one hint per chunk.
    await run([join(dir, 'site'), '--origin', 'https://magazine.example']);
    expect(hints(await readFile(join(dir, 'site', 'index.html'), 'utf8'))).toEqual(hints(home));
  }, 60_000);

  it('names itself in its usage line', async () => {
    const outcome = await run([]).then(
      () => 'ran',
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(outcome).toEqual({
      code: 2,
      stderr:
        'usage: magazine-widgets-prerender <html files or folders> [--origin https://your.site]\n',
    });
  }, 30_000);
});
