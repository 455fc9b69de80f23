import { PGlite } from '@electric-sql/pglite';
import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import { DatabaseUnavailable, isDatabaseDown } from './db-outage';

/** The little the services need of a database; PGlite and PostgreSQL both provide it. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction; a thrown error rolls it back. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  readonly url?: string;
  /** PGlite's data directory; omitted: in memory. */
  readonly dataDir?: string;
}

type Runner = Pick<PGliteInterface, 'query' | 'exec'>;

// Inside a transaction, a nested `transaction` joins the outer one.
const pgliteDb = (runner: Runner, transaction: Db['transaction'], close: Db['close']): Db => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    return (await runner.query<T>(sql, [...params])).rows;
  },
  async exec(sql: string) {
    await runner.exec(sql);
  },
  transaction,
  close,
});

const fromPglite = (lite: PGliteInterface): Db =>
  pgliteDb(
    lite,
    (work) =>
      lite.transaction((tx) => {
        const inner: Db = pgliteDb(
          tx,
          (nested) => nested(inner),
          async () => undefined,
        );
        return work(inner);
      }),
    () => lite.close(),
  );

/** Opens the embedded database (in memory or in a directory), or PostgreSQL at `url`. */
export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.url) return fromPool(openPool(options.url));
  const lite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await lite.waitReady;
  return fromPglite(lite);
}

/** Opens an in-memory PGlite and returns it with its raw handle, for tests that clone it. */
export async function openTemplate(): Promise<{ db: Db; lite: PGlite }> {
  const lite = new PGlite();
  await lite.waitReady;
  return { db: fromPglite(lite), lite };
}

/** A copy of an in-memory PGlite database, so each test starts from the same migrated state fast. */
export async function cloneDb(template: PGlite): Promise<Db> {
  return fromPglite(await template.clone());
}

const DATE_OID = 1082;
/** How long a request waits for a connection, in the pool's queue or from the server. */
const CONNECT_TIMEOUT_MS = 3000;

function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    // A connection that cannot be had soon is an outage (a 503), not a request left waiting;
    // the pool's queue counts too. Kept alive, a dead peer is noticed without a request.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // A date stays the string PostgreSQL wrote, as PGlite gives it: read as a local midnight
    // it would turn into the day before in any time zone west of UTC.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID && format !== 'binary'
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server dropped (a restart, a failover) is replaced on next use;
  // unheard, the pool's error would end the process.
  pool.on('error', (error) =>
    console.error(`reference backend: an idle database connection closed (${error.message})`),
  );
  return pool;
}

/** SQLSTATEs after which a whole transaction may simply run again. */
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const ATTEMPTS = 5;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const fromPool = (pool: pg.Pool): Db => {
  const run = (client: pg.PoolClient) => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  /**
   * Runs `work` on a connection of its own. The connection is heard while it is out of the pool
   * (the pool only hears idle ones): a server going away mid-request (`pg_ctl restart`, 57P01)
   * makes the client emit an error, which unheard would end the process. Such a request fails
   * as DatabaseUnavailable (a 503), and a broken connection is dropped, never handed back.
   */
  const withClient = async <T>(
    work: (client: pg.PoolClient, drop: (error: Error) => void) => Promise<T>,
  ): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailable(error);
    }
    let lost: Error | undefined;
    const hear = (error: Error) => {
      lost = error;
    };
    client.on('error', hear);
    try {
      return await work(client, hear);
    } catch (error) {
      if (lost === undefined && isDatabaseDown(error)) lost = error as Error;
      throw lost === undefined ? error : new DatabaseUnavailable(lost);
    } finally {
      client.removeListener('error', hear);
      client.release(lost);
    }
  };
  const attempt = <T>(work: (db: Db) => Promise<T>): Promise<T> =>
    withClient(async (client, drop) => {
      await client.query('BEGIN');
      const inner: Db = {
        ...run(client),
        transaction: (nested) => nested(inner),
        close: async () => undefined,
      };
      try {
        const result = await work(inner);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: withClient drops it.
        await client.query('ROLLBACK').catch(drop);
        throw error;
      }
    });
  return {
    query: (sql, params) => withClient((client) => run(client).query(sql, params)),
    exec: (sql) => withClient((client) => run(client).exec(sql)),
    // Statements run side by side here, unlike PGlite's one at a time: two transactions can
    // wait for each other's rows (a deadlock), or be refused under SERIALIZABLE. Either is
    // rolled back whole and may run again; each transaction's work is written to allow it.
    async transaction(work) {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(work);
        } catch (error) {
          if (tries >= ATTEMPTS || !RETRYABLE.has(sqlState(error) as string)) throw error;
          await new Promise((wait) => setTimeout(wait, Math.random() * 20 * tries));
        }
      }
    },
    close: () => pool.end(),
  };
};

/** The row a statement must return (INSERT/UPDATE ... RETURNING of a known row). */
export function expectRow<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}

/**
 * Whether a statement broke a unique index (PostgreSQL's 23505, PGlite and pg alike): the
 * losing side of two writes racing for one email, answered as that service's "already exists".
 */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
