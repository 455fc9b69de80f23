import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_OPTIONS, addressOf, writeSite } from '../../demo/build/site';
import { chunksFor, widgetsAtStart } from '../../src/prerender/preload-hints';
import type { ChunkManifest } from '../../src/prerender/preload-hints';

const built = existsSync(join(DEFAULT_SITE_OPTIONS.distDir, 'js', 'manifest.json'));

async function files(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path, base)));
    else out.push(relative(base, path));
  }
  return out;
}

describe('addressOf, the pretty-URL layout', () => {
  it.each([
    ['index.html', '/', 'index.html'],
    ['about.html', '/about', 'about/index.html'],
    ['auth/index.html', '/auth/', 'auth/index.html'],
    ['articles/grids.html', '/articles/grids', 'articles/grids/index.html'],
  ])('%s is %s in %s', (fragment, path, file) => {
    expect(addressOf(fragment)).toEqual({ path, file });
  });
});

describe('modulepreload hints', () => {
  const manifest: ChunkManifest = {
    loader: 'chunks/loader-1.js',
    widgets: { Search: 'chunks/Search-1.js', MiniCart: 'chunks/MiniCart-1.js' },
    imports: {
      'chunks/loader-1.js': ['chunks/kit-1.js'],
      'chunks/Search-1.js': ['chunks/kit-1.js', 'chunks/combobox-1.js'],
      'chunks/MiniCart-1.js': ['chunks/react-1.js'],
    },
  };

  it('names the behaviours and the containers the build did not prerender', () => {
    const html =
      '<form data-behaviour="Search"></form><div data-container="MiniCart" data-prerendered=""></div><div data-container="HTMLOverlay"></div>';
    expect(widgetsAtStart(html)).toEqual(['HTMLOverlay', 'Search']);
  });

  it('preloads the loader and each widget with what it imports, never a prerendered one', () => {
    expect(chunksFor(['Search'], manifest).sort()).toEqual([
      'chunks/Search-1.js',
      'chunks/combobox-1.js',
      'chunks/kit-1.js',
      'chunks/loader-1.js',
    ]);
    expect(chunksFor([], manifest)).toEqual([]);
  });
});

describe.runIf(built)('writeSite, the demo magazine as static files', () => {
  let out = '';
  const said: unknown[][] = [];
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'mw-site-'));
    const listen = (name: 'warn' | 'error' | 'log') =>
      vi.spyOn(console, name).mockImplementation((...args: unknown[]) => void said.push(args));
    const spies = [listen('warn'), listen('error'), listen('log')];
    try {
      await writeSite({
        ...DEFAULT_SITE_OPTIONS,
        outDir: out,
        config: { storefrontUrl: 'https://services.example', providers: {} },
      });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  }, 120_000);

  it('says nothing while it builds: no service is asked, no markup of the demo warns', () => {
    expect(said).toEqual([]);
  });

  it('writes every page as a folder with an index.html, with the widgets and assets beside', async () => {
    const written = await files(out);
    const fragments = await files(join(DEFAULT_SITE_OPTIONS.siteDir, 'pages'));
    for (const fragment of fragments) expect(written).toContain(addressOf(fragment).file);
    expect(written).toContain('404.html');
    expect(written).toContain('js/widgets.js');
    expect(written).toContain('css/widgets.css');
    expect(written).toContain('assets/site.css');
  });

  it('puts the page settings given into every page', async () => {
    const page = await readFile(join(out, 'about', 'index.html'), 'utf8');
    expect(page).toContain(
      '<script type="application/json" id="widgets-config">{"storefrontUrl":"https://services.example","providers":{}}</script>',
    );
  });

  it('prerenders the containers and preloads the chunks that run at start', async () => {
    const page = await readFile(join(out, 'articles', 'css-cascade-layers', 'index.html'), 'utf8');
    expect(page).toMatch(
      /data-container="MiniCart" data-prerendered=""><div class="mw-mini-cart">/,
    );
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="\/js\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(preloads.some((file) => file.startsWith('chunks/loader-'))).toBe(true);
    expect(preloads.some((file) => file.startsWith('chunks/Search-'))).toBe(true);
    expect(preloads.some((file) => file.startsWith('chunks/react-'))).toBe(false);
    for (const file of preloads) expect(existsSync(join(out, 'js', file))).toBe(true);
  });
});
