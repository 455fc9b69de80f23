// Prerenders the containers of static HTML files in place, for a publisher's build:
//   npm run prerender -- site/ [more files or folders] [--origin https://magazine.example]
// Each page is read at its address under the origin (its path inside the folder named),
// so widgets that read the path render what that page shows.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { prerenderHtml } from './prerender';

const args = process.argv.slice(2);
const at = args.indexOf('--origin');
const origin = at >= 0 ? (args[at + 1] ?? 'http://localhost') : 'http://localhost';
const roots = args.filter((_, i) => i !== at && i !== at + 1);
if (roots.length === 0) {
  console.error('usage: npm run prerender -- <html files or folders> [--origin URL]');
  process.exit(2);
}

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
for (const root of roots) {
  const isDir = (await stat(root)).isDirectory();
  for await (const file of htmlFiles(root)) {
    const url = new URL(isDir ? addressOf(root, file) : '/', origin).href;
    await writeFile(file, await prerenderHtml(await readFile(file, 'utf8'), { url }));
    count += 1;
  }
}
console.log(`prerendered ${count} page${count === 1 ? '' : 's'}`);
process.exit(0);
