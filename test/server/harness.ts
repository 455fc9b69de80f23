import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { baseUrl, createApp, startServer } from '../../demo/server/app';
import { cloneDb, openTemplate } from '../../demo/server/backend/db';
import type { Db } from '../../demo/server/backend/db';
import { prepare } from '../../demo/server/backend/prepare';
import { createBackend } from '../../demo/server/backend/index';
import type { BackendDeps } from '../../demo/server/backend/deps';

// PGlite takes seconds to boot: migrate and seed one template per test process, clone it per
// backend (milliseconds), so every test file gets a fresh, identical database.
let template: Promise<PGlite> | undefined;
const migratedTemplate = () =>
  (template ??= openTemplate().then(async ({ db, lite }) => {
    await prepare(db);
    return lite;
  }));

export interface TestBackend {
  readonly server: Server;
  readonly base: string;
  readonly db: Db;
  /** Moves the backend's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/**
 * The reference backend in-process, without a server: its request handler (the demo app with
 * every service) over a fresh database, for tests that inject requests (support/inject.ts).
 */
export async function openBackend(publicUrl = 'http://127.0.0.1') {
  const db = await cloneDb(await migratedTemplate());
  const deps: BackendDeps = {
    db,
    secret: new Uint8Array(32).fill(7),
    publicUrl,
    origins: ['http://widgets.test'],
    now: () => new Date(),
  };
  const handlers = createBackend(deps);
  return { db, deps, handlers, app: createApp({ handlers }), close: () => db.close() };
}

/** Starts the reference backend on a random port with a fresh database. */
export async function startBackend(
  overrides: Partial<Omit<BackendDeps, 'db' | 'now'>> = {},
): Promise<TestBackend> {
  const db = await cloneDb(await migratedTemplate());
  let now: Date | undefined;
  let base = 'http://127.0.0.1';
  const deps: BackendDeps = {
    db,
    secret: new Uint8Array(32).fill(7),
    // Links in mails and payment pages point at this server, once its port is known.
    get publicUrl() {
      return base;
    },
    origins: ['http://widgets.test'],
    now: () => now ?? new Date(),
    ...overrides,
  };
  const server = await startServer(0, { handlers: createBackend(deps) });
  base = baseUrl(server);
  return {
    server,
    base: baseUrl(server),
    db,
    setNow: (date) => {
      now = date;
    },
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await db.close();
    },
  };
}
