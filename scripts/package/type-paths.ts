import { existsSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { unalias } from '../../aliases';

const SPECIFIER = /(from\s+|import\s*\(\s*)(['"])([^'"]+)\2/g;

async function declarations(typesDir: string): Promise<string[]> {
  const entries = await readdir(typesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The specifier a publisher's compiler resolves under every `moduleResolution`: an alias
 * (`@kit/options`, which only this repository's compiler knows) becomes a relative path inside
 * dist/types, and every relative path names its file as Node does (`./config.js`,
 * `./domain/index.js`), since the package is ESM and `node16`/`nodenext` take no bare paths.
 */
function specifierFor(file: string, spec: string, typesDir: string, root: string): string {
  const source = unalias(spec);
  let path = spec;
  if (source !== undefined) {
    const target = join(typesDir, relative(root, source)).replace(/\.tsx?$/, '');
    path = relative(dirname(file), target).replaceAll('\\', '/');
    if (!path.startsWith('.')) path = `./${path}`;
  }
  if (!path.startsWith('.') || path.endsWith('.js')) return path;
  const absolute = resolve(dirname(file), path);
  if (existsSync(`${absolute}.d.ts`)) return `${path}.js`;
  if (existsSync(join(absolute, 'index.d.ts'))) return `${path}/index.js`;
  return path;
}

/** Rewrites every declaration's imports (see specifierFor); the number of files changed. */
export async function relativeTypePaths(typesDir: string, root: string): Promise<number> {
  let rewritten = 0;
  for (const file of await declarations(typesDir)) {
    const text = await readFile(file, 'utf8');
    const next = text.replace(SPECIFIER, (_whole, lead: string, quote: string, spec: string) => {
      return `${lead}${quote}${specifierFor(file, spec, typesDir, root)}${quote}`;
    });
    if (next === text) continue;
    await writeFile(file, next);
    rewritten += 1;
  }
  return rewritten;
}

/**
 * Keeps only the declarations the package's entries lead to (the page settings, the render's
 * options): the compiler declares every module of the library, which no publisher imports.
 * Run after relativeTypePaths. Returns the paths kept, relative to `typesDir`.
 */
export async function keepReachableTypes(
  typesDir: string,
  entries: readonly string[],
): Promise<string[]> {
  const kept = new Set<string>();
  const visit = async (file: string) => {
    if (kept.has(file) || !existsSync(file)) return;
    kept.add(file);
    const text = await readFile(file, 'utf8');
    for (const [, , , spec = ''] of text.matchAll(SPECIFIER)) {
      if (spec.startsWith('.')) await visit(resolve(dirname(file), spec.replace(/\.js$/, '.d.ts')));
    }
  };
  for (const entry of entries) await visit(resolve(typesDir, entry));
  for (const file of await declarations(typesDir)) {
    if (!kept.has(file)) await rm(file);
  }
  // Folders left empty go too.
  const dirs = (await readdir(typesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const dir of dirs) {
    if ((await readdir(dir)).length === 0) await rm(dir, { recursive: true });
  }
  return [...kept].map((file) => relative(typesDir, file).replaceAll('\\', '/')).sort();
}
