import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { baseUrl, createApp, startServer } from '@server/app';
import { cloneDb, openDb, openTemplate } from '@server/backend/db';
import type { Db } from '@server/backend/db';
import { prepare } from '@server/services/prepare';
import { createBackend } from '@server/services/index';
import type { BackendDeps } from '@server/backend/deps';
import type { RouteInfo } from '@server/backend/router';
import { createDatabase, dropDatabase, uniqueName, usingPostgres } from './postgres';

// PGlite takes seconds to boot: migrate and seed one template per test process, clone it per
// backend (milliseconds), so every test file gets a fresh, identical database.
let template: Promise<PGlite> | undefined;
const migratedTemplate = () =>
  (template ??= openTemplate().then(async ({ db, lite }) => {
    await prepare(db);
    return lite;
  }));

/**
 * A fresh database for one backend: a clone of the PGlite template, or, in the `server-pg`
 * project, a PostgreSQL database copied from the template postgres.global.ts made, dropped
 * again when the backend closes.
 */
export async function freshDb(): Promise<Db> {
  if (!usingPostgres) return cloneDb(await migratedTemplate());
  // Imported here: the jsdom projects' global setup starts a backend with this module too,
  // outside any test, where vitest's inject has nothing to give.
  const { inject } = await import('vitest');
  const name = uniqueName('mw_test');
  const db = await openDb({ url: await createDatabase(name, inject('pgTemplate')) });
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(name);
    },
  };
}

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
export async function openBackend(
  publicUrl = 'http://127.0.0.1',
  overrides: Partial<Omit<BackendDeps, 'db'>> = {},
) {
  const db = await freshDb();
  const deps: BackendDeps = {
    db,
    secret: new Uint8Array(32).fill(7),
    publicUrl,
    siteUrl: publicUrl,
    origins: ['http://widgets.test'],
    now: () => new Date(),
    ...overrides,
  };
  const handlers = createBackend(deps);
  return { db, deps, handlers, app: createApp({ handlers }), close: () => db.close() };
}

/** Every route the backend's routers declare (hand-written handlers declare none). */
export const declaredRoutes = (handlers: readonly object[]): RouteInfo[] =>
  handlers.flatMap((h) => ('routes' in h ? (h.routes as RouteInfo[]) : []));

/** The routes of the hand-written handlers (vault, comments, downloads), which declare none. */
export const HAND_WRITTEN_ROUTES: readonly RouteInfo[] = [
  { method: 'GET', path: '/vault/tokens' },
  { method: 'GET', path: '/vault/intent' },
  { method: 'GET', path: '/vault/authorization' },
  { method: 'GET', path: '/vault/approve/:id' },
  { method: 'POST', path: '/vault/approve/:id' },
  { method: 'POST', path: '/comments-api/articles/:page' },
  { method: 'GET', path: '/downloads/me/downloads/:id' },
];

/** Starts the reference backend on a random port with a fresh database. */
export async function startBackend(
  overrides: Partial<Omit<BackendDeps, 'db' | 'now'>> = {},
): Promise<TestBackend> {
  const db = await freshDb();
  const backend = await serve(db, overrides);
  return {
    ...backend,
    async close() {
      await backend.close();
      await db.close();
    },
  };
}

/**
 * Several backends on one fresh database, each with its own in-memory state (caches,
 * counters, rate limits), as processes serving one database are: what decides correctness
 * must hold across them. Closing the last one closes the database.
 */
export async function startBackends(count: number): Promise<TestBackend[]> {
  const db = await freshDb();
  const backends = await Promise.all(Array.from({ length: count }, () => serve(db, {})));
  let open = count;
  return backends.map((backend) => ({
    ...backend,
    async close() {
      await backend.close();
      if (--open === 0) await db.close();
    },
  }));
}

async function serve(
  db: Db,
  overrides: Partial<Omit<BackendDeps, 'db' | 'now'>>,
): Promise<TestBackend> {
  let now: Date | undefined;
  let base = 'http://127.0.0.1';
  const deps: BackendDeps = {
    db,
    secret: new Uint8Array(32).fill(7),
    // Links in mails and payment pages point at this server, once its port is known.
    get publicUrl() {
      return base;
    },
    // One server for both, as `npm start` runs: the site is where the services are.
    get siteUrl() {
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
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
