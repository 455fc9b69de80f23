import type { Db } from './db';
import { migrate } from './migrate';
import { seed } from './seed';

/** Migrates the database and seeds it on first start. */
export async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seed(db);
}
