import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_OPTIONS } from '../../demo/build/site';
import type { ChunkManifest } from '../../src/prerender/preload-hints';
import { registry } from '@widgets/registry';

const JS = join(DEFAULT_SITE_OPTIONS.distDir, 'js');
const built = existsSync(join(JS, 'manifest.json'));

/** The containers with a view at rest: plain DOM that shows a reader's state without React. */
const RESTING = Object.entries(registry.containers)
  .filter(([, entry]) => entry.rest)
  .map(([name]) => name)
  .sort();

describe.runIf(built)('the views at rest in the build', () => {
  const manifest = JSON.parse(readFileSync(join(JS, 'manifest.json'), 'utf8')) as ChunkManifest;
  const chunks = Object.keys(manifest.imports);
  /** A chunk and every chunk it imports statically: what comes with it. */
  const closure = (chunk: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      manifest.imports[file]?.forEach(visit);
    };
    visit(chunk);
    return seen;
  };

  it.each(RESTING)('%s: a chunk of its own, which brings no React', (name) => {
    const rest = chunks.find((chunk) => chunk.startsWith(`chunks/${name}-rest-`));
    expect(rest, `no chunks/${name}-rest-*.js`).toBeDefined();
    const comes = [...closure(rest ?? '')];
    expect(comes.filter((chunk) => /\/react-[\w-]+\.js$/.test(chunk))).toEqual([]);
    expect(comes.filter((chunk) => chunk.startsWith(`chunks/${name}-`) && chunk !== rest)).toEqual(
      [],
    );
  });
});
