import type { Db } from './db';

/**
 * Fills an empty database with the demo's catalogue, articles, members and the rest. Each
 * service contributes its seed here; each seed must be idempotent (skip when present).
 */
export async function seed(db: Db): Promise<void> {
  void db;
}
