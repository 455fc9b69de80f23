import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL half of the backend's tests. The `server-pg` project (vitest.config.ts) runs
 * the server and contract suites again on a real server, named by TEST_DATABASE_URL (`.ci/run`
 * starts a throwaway cluster with `.ci/postgres`). Every backend a test starts gets a database
 * of its own, copied from one migrated and seeded template (postgres.global.ts).
 */
export const usingPostgres = process.env.MW_TEST_DB === 'postgres';

/** The server's URL for the maintenance database; the tests' databases are made from it. */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL tests have no server.');
  return url;
}

/** The same server, another database. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.href;
}

/** A database name no other test process picks. */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name: ${name}`);
  return `"${name}"`;
};

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE cannot be pooled). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates a database, empty or as a copy of `template`. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  await admin(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`);
  return databaseUrl(name);
}

/** Drops a database, ending whatever connection is still open to it. */
export async function dropDatabase(name: string): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}
