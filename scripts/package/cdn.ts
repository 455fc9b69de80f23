import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Subresource Integrity's value for a file: its SHA-384, base64. */
export const sri = (body: Buffer): string =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

export interface CdnLines {
  /** Every file's integrity, by its path under dist/: what an import map's `integrity` takes. */
  readonly integrity: Readonly<Record<string, string>>;
  /** The stylesheet's and the loader's lines, for a page's <head>. */
  readonly lines: readonly string[];
}

/** What a page loads: the loader with its chunks, and the stylesheet. */
const served = (path: string) =>
  (path.startsWith('js/') && !/\.(map|br|gz)$/.test(path)) || path === 'widgets.css';

/**
 * For a CDN that serves the package's `dist/js/` and `dist/widgets.css` under a path naming
 * the version: dist/integrity.json (every such file's SHA-384) and dist/head.html, the two
 * lines a page includes, with their integrity, pointed at `base`. The files themselves stay
 * where they are: the package holds one copy of the library.
 */
export async function writeCdnLines(
  dist: string,
  version: string,
  base = process.env.CDN_BASE ?? `https://cdn.example/magazine-widgets/${version}`,
): Promise<CdnLines> {
  const integrity: Record<string, string> = {};
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(dist, file).replaceAll('\\', '/');
    if (served(path)) integrity[path] = sri(await readFile(file));
  }
  const lines = [
    `<link rel="stylesheet" href="${base}/widgets.css" integrity="${integrity['widgets.css']}" crossorigin="anonymous" />`,
    `<script type="module" src="${base}/js/widgets.js" integrity="${integrity['js/widgets.js']}" crossorigin="anonymous"></script>`,
  ];
  const sorted = Object.fromEntries(
    Object.entries(integrity).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(join(dist, 'integrity.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  await writeFile(join(dist, 'head.html'), `${lines.join('\n')}\n`);
  return { integrity: sorted, lines };
}
