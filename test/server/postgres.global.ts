import type { TestProject } from 'vitest/node';
import { openDb } from '@server/backend/db';
import { prepare } from '@server/services/prepare';
import { createDatabase, dropDatabase, uniqueName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database each PostgreSQL test database is copied from. */
    pgTemplate: string;
  }
}

// Migrating and seeding takes a second or two; copying a template takes a few milliseconds,
// so every backend a test starts still gets a fresh, identical database.
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'CI runs the backend tests on PostgreSQL too: TEST_DATABASE_URL must name a server (.ci/run starts one with .ci/postgres).',
    );
  }
  const template = uniqueName('mw_template');
  const db = await openDb({ url: await createDatabase(template) });
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  project.provide('pgTemplate', template);
  return () => dropDatabase(template);
}
