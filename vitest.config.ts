import { defineConfig } from 'vitest/config';

export default defineConfig({
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
          include: [
            'test/server/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/build/**/*.test.ts',
            'test/lint/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
