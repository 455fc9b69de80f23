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
  const backend = await startBackend();
  project.provide('backendUrl', backend.base);
  return () => backend.close();
}
