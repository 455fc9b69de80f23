import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The import cycles madge finds under `paths`: every import counts, `import type` and
 * `import()` included, the aliases of tsconfig.json resolved (`npm run cycles` runs the same).
 */
function cycles(...paths: string[]): string[][] {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'madge'),
    ['--circular', '--json', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', ...paths],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(run.stdout) as string[][];
}

// import-x/no-cycle (eslint.layers.js) skips type-only imports; madge does not.
describe('import cycles', { timeout: 60_000 }, () => {
  it('finds a cycle made of type imports alone', () => {
    expect(cycles('test/lint/fixtures/type-cycle')).toEqual([['customer.ts', 'order.ts']]);
  });

  it('finds none in src and widgets', () => {
    expect(cycles('src', 'widgets')).toEqual([]);
  });
});
