import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Built, installed or generated: not the repository's own text. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'screenshots',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|sh)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

/** A Markdown file's path as a file cites it: `docs/contracts.md`, `../README.md`, `SPEC.md`. */
const CITED = /(?<![\w/.:-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w.-]*\w\.md)\b/g;

/**
 * What `text` cites that the repository lacks. A path is found beside the citing file, from
 * the repository's root, or in docs/ (where a bare `SPEC.md` lives); web addresses are not
 * files of the repository.
 */
function missingCitations(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(CITED)) {
    const cited = match[1] ?? '';
    const before = text.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
    if (/https?:\/\/\S*$/.test(before)) continue;
    const places = [join(dirname(file), cited), join(root, cited), join(root, 'docs', cited)];
    if (!places.some((place) => existsSync(place))) missing.push(cited);
  }
  return missing;
}

describe('cited documents', () => {
  it('finds a cited file that is not there, and none that is', () => {
    const here = join(root, 'src', 'api', 'example.ts');
    expect(missingCitations(here, '/** The vault (CONTRACTS.md, Secure vault). */')).toEqual([
      'CONTRACTS.md',
    ]);
    expect(missingCitations(here, '// ../../docs/NOTES.md and docs/gone.md')).toEqual([
      '../../docs/NOTES.md',
      'docs/gone.md',
    ]);
    expect(
      missingCitations(
        here,
        '// docs/contracts.md, SPEC.md, ../../README.md, https://example.com/GONE.md',
      ),
    ).toEqual([]);
  });

  it('every Markdown file a file of the repository cites is in the repository', () => {
    // This file names missing ones on purpose, to show they are found.
    const self = fileURLToPath(import.meta.url);
    const files = textFiles(root).filter((file) => file !== self);
    const missing = files.flatMap((file) =>
      missingCitations(file, readFileSync(file, 'utf8')).map(
        (cited) => `${relative(root, file)} cites ${cited}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
