import type { TestProject } from 'vitest/node';
import { startBackend } from '../server/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the reference backend the jsdom tests talk to. */
    backendUrl: string;
  }
}

// PGlite does not boot inside jsdom, so the DOM tests share one reference backend started
// here, in Node. Each test opens its own store session, so carts never mix.
export default async function setup(project: TestProject) {
  // Every test file's comments come from this one client within minutes: no flood, so the
  // comment limits (checked in test/server/hardening/throttles.test.ts) are raised here.
  const backend = await startBackend({ commentLimits: { perClient: 1000, perEmail: 1000 } });
  project.provide('backendUrl', backend.base);
  return () => backend.close();
}
