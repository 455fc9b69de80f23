import { createHash } from 'node:crypto';
import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Subresource Integrity's value for a file: its SHA-384, base64. */
export const sri = (body: Buffer): string =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

export interface CdnFolder {
  readonly dir: string;
  /** Every file's integrity, by its path inside the folder: what an import map's `integrity` takes. */
  readonly integrity: Readonly<Record<string, string>>;
  /** The stylesheet's and the loader's lines, for a page's <head>. */
  readonly lines: readonly string[];
}

/**
 * dist/cdn/<version>/: the loader with its chunks and the stylesheet, laid out as a page loads
 * them, for a CDN that keeps each version's folder for ever. Beside them integrity.json (every
 * file's SHA-384) and head.html, the two lines a page includes, with their integrity.
 */
export async function writeCdnFolder(
  dist: string,
  version: string,
  base = process.env.CDN_BASE ?? `https://cdn.example/magazine-widgets/${version}`,
): Promise<CdnFolder> {
  const dir = join(dist, 'cdn', version);
  await rm(dir, { recursive: true, force: true });
  // Source maps point into the repository's sources, which the folder does not hold.
  const keep = (path: string) => !path.endsWith('.map');
  await cp(join(dist, 'js'), join(dir, 'js'), { recursive: true, filter: keep });
  // The stylesheet with its precompressed copies, as the chunks have theirs.
  for (const name of ['widgets.css', 'widgets.css.br', 'widgets.css.gz']) {
    await cp(join(dist, name), join(dir, name)).catch(() => undefined);
  }
  const integrity: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    integrity[relative(dir, file).replaceAll('\\', '/')] = sri(await readFile(file));
  }
  const lines = [
    `<link rel="stylesheet" href="${base}/widgets.css" integrity="${integrity['widgets.css']}" crossorigin="anonymous" />`,
    `<script type="module" src="${base}/js/widgets.js" integrity="${integrity['js/widgets.js']}" crossorigin="anonymous"></script>`,
  ];
  const sorted = Object.fromEntries(
    Object.entries(integrity).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(join(dir, 'integrity.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  await writeFile(join(dir, 'head.html'), `${lines.join('\n')}\n`);
  return { dir, integrity: sorted, lines };
}
