import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A file that grows past a few hundred lines has taken on a second job: split it before that.
const LIMIT = 300;
const root = process.cwd();

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });

describe('source files stay small', () => {
  it.each(['src', 'widgets', 'demo/server'])(`no file in %s is over ${LIMIT} lines`, (dir) => {
    const long = sources(dir)
      .map((file) => ({
        file: relative(root, join(root, file)),
        lines: readFileSync(join(root, file), 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
