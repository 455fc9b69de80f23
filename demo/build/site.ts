import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteConfig, renderPage } from '@server/pages';
import { prerenderHtml } from '../../src/entry/prerender';
import { formsNotPosted } from '../../src/prerender/form-check';
import { preloadHints } from '../../src/prerender/preload-hints';
import type { ChunkManifest } from '../../src/prerender/preload-hints';

export interface SiteOptions {
  /** The magazine's sources: layout.html, pages/, assets/, widgets-config.json. */
  readonly siteDir: string;
  /** The built library: js/ (with manifest.json) and widgets.css. */
  readonly distDir: string;
  /** Where the static site goes; emptied first. */
  readonly outDir: string;
  /** The page settings; by default the site's widgets-config.json. */
  readonly config?: unknown;
  /** The address the pages will be read at, for the widgets' first views (only its path matters). */
  readonly origin?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_SITE_OPTIONS: SiteOptions = {
  siteDir: join(here, '..', 'site'),
  distDir: join(here, '..', '..', 'dist'),
  outDir: join(here, '..', '..', 'dist', 'site'),
};

async function* fragments(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* fragments(path, base);
    else if (entry.name.endsWith('.html')) yield relative(base, path);
  }
}

/**
 * A fragment's address and file in the pretty-URL layout every static host serves without a
 * rewrite: `about.html` is `/about`, written as `about/index.html`; `auth/index.html` is `/auth/`.
 */
export function addressOf(fragment: string): { path: string; file: string } {
  const bare = fragment.replaceAll('\\', '/').replace(/\.html$/, '');
  if (bare === 'index') return { path: '/', file: 'index.html' };
  if (bare.endsWith('/index')) {
    const dir = bare.slice(0, -'index'.length);
    return { path: `/${dir}`, file: `${dir}index.html` };
  }
  return { path: `/${bare}`, file: `${bare}/index.html` };
}

const NOT_FOUND = `<!-- title: Page not found -->
<section class="page-intro"><h1>Page not found</h1>
<p>Even our cats could not find this page. Try the <a href="/">home page</a> or the
<a href="/articles/">articles</a>.</p></section>`;

/**
 * The mistakes a page of the demo holds on purpose, for the editor's view to show (the browser
 * warns of them, as it would of an editor's): the build does not repeat them.
 */
const DELIBERATE: Readonly<Record<string, readonly string[]>> = {
  '/editor-debug': ['TOC: data-levels="all"'],
};

/** The build's warnings of a page, but for its deliberate mistakes. */
const warnFor =
  (path: string) =>
  (message: string): void => {
    if (!DELIBERATE[path]?.some((mistake) => message.includes(mistake))) console.warn(message);
  };

/**
 * Writes the demo magazine as static files: every page in the layout with the page settings,
 * its containers prerendered and its known chunks preloaded, beside the widgets, their
 * stylesheet and the site's assets. Any static host serves the folder as it is.
 */
export async function writeSite(options: SiteOptions = DEFAULT_SITE_OPTIONS): Promise<string[]> {
  const { siteDir, distDir, outDir } = options;
  const origin = options.origin ?? 'http://localhost';
  const config = options.config ?? (await readSiteConfig(siteDir));
  const layout = await readFile(join(siteDir, 'layout.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(join(distDir, 'js', 'manifest.json'), 'utf8'),
  ) as ChunkManifest;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(join(distDir, 'js'), join(outDir, 'js'), { recursive: true });
  await cp(join(distDir, 'widgets.css'), join(outDir, 'css', 'widgets.css'));
  await cp(join(siteDir, 'assets'), join(outDir, 'assets'), { recursive: true });

  const written: string[] = [];
  const write = async (path: string, file: string, fragment: string) => {
    const page = renderPage(layout, fragment, config);
    const built = await prerenderHtml(page, {
      url: new URL(path, origin).href,
      warn: warnFor(path),
    });
    // A form that would GET its fields into an address fails the build, not a reader.
    const unsafe = formsNotPosted(built);
    if (unsafe.length > 0) {
      throw new Error(`${path}: forms that are no post with an action: ${unsafe.join(', ')}`);
    }
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, preloadHints(built, manifest));
    written.push(path);
  };
  for await (const fragment of fragments(join(siteDir, 'pages'))) {
    const { path, file } = addressOf(fragment);
    await write(path, file, await readFile(join(siteDir, 'pages', fragment), 'utf8'));
  }
  await write('/404', '404.html', NOT_FOUND);
  return written;
}
