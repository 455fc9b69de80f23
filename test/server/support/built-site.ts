import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, startServer } from '@server/app';
import { precompress } from '../../../demo/build/precompress';

export interface BuiltSite {
  /** The temporary build: `js/` (with `js/chunks/`) and `widgets.css`. */
  readonly dir: string;
  readonly base: string;
}

/**
 * The demo server over a build of the test's own, for the file's tests: `write` puts the
 * files in a temporary folder, which is precompressed as `npm run build` does, served, and
 * removed after the tests.
 */
export function useBuiltSite(write: (dir: string) => Promise<void>): BuiltSite {
  let dir: string | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-'));
    await mkdir(join(dir, 'js', 'chunks'), { recursive: true });
    await write(dir);
    await precompress(dir);
    server = await startServer(0, {
      distDir: join(dir, 'js'),
      stylesheet: join(dir, 'widgets.css'),
    });
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const started = () => {
    if (!dir || !server) throw new Error('the site is built before the tests, not read before');
    return { dir, server };
  };
  return {
    get dir() {
      return started().dir;
    },
    get base() {
      return baseUrl(started().server);
    },
  };
}
