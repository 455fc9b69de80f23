// The build-time render over a publisher's static HTML files, rewritten in place:
//   magazine-widgets-prerender _site/ [more files or folders] [--origin https://magazine.example]
// (`npm run prerender -- ...` in this repository). Each page is read at its address under the
// origin (its path inside the folder named), so widgets that read the path render what that
// page shows; then the chunks its first view runs at once are preloaded beside the loader, as
// the demo's build does.
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderHtml } from './prerender';
import { preloadHints } from '../prerender/preload-hints';
import type { ChunkManifest } from '../prerender/preload-hints';

const USAGE =
  'usage: magazine-widgets-prerender <html files or folders> [--origin https://your.site]';

const args = process.argv.slice(2);
const at = args.indexOf('--origin');
const origin = at >= 0 ? (args[at + 1] ?? '') : 'http://localhost';
const roots = args.filter((_, i) => i !== at && i !== at + 1);
if (roots.length === 0 || !URL.canParse(origin) || roots.some((root) => root.startsWith('-'))) {
  console.error(USAGE);
  process.exit(2);
}

// The build's chunk list: beside this command in the package (dist/prerender/ next to
// dist/js/), or the repository's build when run from the sources.
const MANIFESTS = ['../js/manifest.json', '../../dist/js/manifest.json'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
const manifestFile = MANIFESTS.find((file) => existsSync(file));
const manifest = manifestFile
  ? (JSON.parse(await readFile(manifestFile, 'utf8')) as ChunkManifest)
  : undefined;
if (!manifest) console.warn('no dist/js/manifest.json (run `npm run build`): no preload hints');

async function* htmlFiles(path: string): AsyncGenerator<string> {
  if (!(await stat(path)).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const next = join(path, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(next);
    else if (entry.name.endsWith('.html')) yield next;
  }
}

/** `about/index.html` under the folder is read at `/about/`. */
const addressOf = (root: string, file: string): string => {
  const inside = relative(root, file).replaceAll('\\', '/');
  return `/${inside.replace(/(^|\/)index\.html$/, '$1')}`;
};

let count = 0;
let hinted = 0;
for (const root of roots) {
  const isDir = (await stat(root)).isDirectory();
  for await (const file of htmlFiles(root)) {
    const url = new URL(isDir ? addressOf(root, file) : '/', origin).href;
    const rendered = await prerenderHtml(await readFile(file, 'utf8'), { url });
    const html = manifest ? preloadHints(rendered, manifest) : rendered;
    if (html !== rendered) hinted += 1;
    await writeFile(file, html);
    count += 1;
  }
}
const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
console.log(`prerendered ${pages(count)}, ${pages(hinted)} with modulepreload hints`);
process.exit(0);
