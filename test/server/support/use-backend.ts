import { afterAll, beforeAll } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

/**
 * The test file's backend: started before its tests, closed after them. The object stands
 * for it from the start, so a file names it once at the top instead of a `let` and two hooks.
 */
export function useBackend(): TestBackend {
  let started: TestBackend | undefined;
  beforeAll(async () => {
    started = await startBackend();
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the backend is started before the tests, not read before');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get base() {
      return current().base;
    },
    get db() {
      return current().db;
    },
    setNow: (date) => current().setNow(date),
    close: () => current().close(),
  };
}
