import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { unalias } from '../../aliases';

const SPECIFIER = /(from\s+|import\s*\(\s*)(['"])(@[\w-]+(?:\/[^'"]*)?)\2/g;

/**
 * The declarations name modules by the source's aliases (`@kit/options`), which only this
 * repository's compiler resolves: each becomes a relative path inside dist/types, so a
 * publisher's TypeScript reads the package's types as they are.
 */
export async function relativeTypePaths(typesDir: string, root: string): Promise<number> {
  let rewritten = 0;
  for (const entry of await readdir(typesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
      const source = unalias(spec);
      if (source === undefined) return whole;
      const target = join(typesDir, relative(root, source)).replace(/\.tsx?$/, '');
      const path = relative(dirname(file), target).replaceAll('\\', '/');
      return `${lead}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
    });
    if (next === text) continue;
    await writeFile(file, next);
    rewritten += 1;
  }
  return rewritten;
}
