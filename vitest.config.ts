import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { aliases } from './aliases.ts';

// The backend's tests run again on a real PostgreSQL server (test/server/postgres.ts) when
// TEST_DATABASE_URL names one; CI must (its global setup fails without it), elsewhere the run
// is skipped with a loud notice, as the browser tests are without Chromium.
const postgresRun = Boolean(process.env.TEST_DATABASE_URL) || process.env.CI === 'true';
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
// Vitest loads this file more than once per run (each project, each worker): one notice.
const serverSelected = projectArgs.length === 0 || projectArgs.some((p) => p.startsWith('server'));
if (!postgresRun && serverSelected && !process.env.MW_PG_NOTICE) {
  process.env.MW_PG_NOTICE = 'shown';
  console.warn(
    '\n!!! POSTGRESQL TESTS SKIPPED: no TEST_DATABASE_URL. `npm run test:server-pg` starts a throwaway server and runs them (apt-get install postgresql). !!!\n',
  );
}
const SERVER_TESTS = ['test/server/**/*.test.ts', 'test/contract/**/*.test.ts'];
const serverPg: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server-pg',
    environment: 'node',
    hookTimeout: 60_000,
    // As the server project: every file opens its own backend and database.
    isolate: false,
    // test/server-pg/: what only a real server can show (the chaos of a restart under load).
    include: [...SERVER_TESTS, 'test/server-pg/**/*.test.ts'],
    // Both start the backend on PGlite in a directory on purpose: nothing to repeat.
    exclude: ['test/server/start.test.ts', 'test/server/storefront/restart.test.ts'],
    env: { MW_TEST_DB: 'postgres' },
    globalSetup: ['test/server/postgres.global.ts'],
  },
};

export default defineConfig({
  // The layer aliases of tsconfig.json (`@kit`, `@stores/...`), as the build resolves them.
  resolve: { alias: [...aliases] },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/domain/**'],
      reporter: ['text-summary'],
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Widget tests sign members in and buy against the reference backend; on a loaded
          // two-core runner one of those journeys can pass five seconds without being stuck.
          testTimeout: 20_000,
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/widgets/**/*.test.{ts,tsx}'],
          benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
          setupFiles: ['test/setup/dom.ts'],
          globalSetup: ['test/setup/backend.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          // A story with four forms and a 250-country select takes seconds under axe in jsdom.
          testTimeout: 20_000,
          include: ['test/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/dom.ts', 'test/setup/stories.ts'],
          globalSetup: ['test/setup/backend.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Each file boots PGlite (seconds, more on a loaded 2-core runner) before its tests.
          hookTimeout: 60_000,
          // One module graph per worker: PGlite's WebAssembly and the migrated template are
          // made once per worker, not once per file (the project ran 2.5 times as long
          // isolated). Nothing here mocks a module; every file opens its own backend.
          isolate: false,
          include: [...SERVER_TESTS, 'test/build/**/*.test.ts', 'test/lint/**/*.test.ts'],
        },
      },
      ...(postgresRun ? [serverPg] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Each file starts its own demo and browser; sharing the module graph spares every
          // file re-importing the backend and compiling PGlite again (seconds per file).
          isolate: false,
        },
      },
    ],
  },
});
