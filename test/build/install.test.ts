import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A fresh clone installs with `npm ci` (CI has no fallback) and without a warning: every
// package of the lock that runs an install script is named in package.json's allowScripts.
const root = join(import.meta.dirname, '../..');
const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

interface Lock {
  readonly packages: Record<string, { readonly hasInstallScript?: boolean }>;
}
interface Manifest {
  readonly allowScripts?: Record<string, boolean>;
}

describe('the install', () => {
  it('allows by name every install script the lock holds, and no other', () => {
    const scripted = Object.entries(read<Lock>('package-lock.json').packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const allowed = Object.keys(read<Manifest>('package.json').allowScripts ?? {});
    expect(allowed.sort()).toEqual([...new Set(scripted)].sort());
  });

  it('runs npm ci in CI, with no fallback to npm install', () => {
    const run = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(run).toMatch(/^npm ci /m);
    expect(run).not.toMatch(/npm install/);
  });

  it("installs Debian's hugo in CI when missing: the publisher's Hugo site is built with it", () => {
    const run = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(run).toMatch(/command -v "\$\{HUGO_PATH:-\/usr\/bin\/hugo\}"[\s\S]*apt_install hugo/);
  });
});
