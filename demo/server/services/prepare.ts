import type { Db } from '../backend/db';
import { migrate } from '../backend/migrate';
import { seed } from './seed';

/** Any number, the same in every process: the advisory lock only this backend takes. */
const PREPARE_LOCK = 7_253_011;

/**
 * Migrates the database and seeds it on first start. Several processes starting at once on
 * one PostgreSQL database take turns under an advisory lock held for the transaction: the
 * first migrates and seeds, the others find it done. A failure rolls all of it back.
 */
export async function prepare(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
    await migrate(tx);
    await seed(tx);
  });
}
