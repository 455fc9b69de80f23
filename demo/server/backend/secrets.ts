import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectRow } from './db';
import type { Db } from './db';

/**
 * The key the identity service signs tokens with: made on first start and kept in the data
 * directory (mode 0600), never a constant in the repository. Without a directory (tests) it
 * lives for the process only.
 */
export async function loadSecret(dataDir?: string): Promise<Uint8Array> {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'jwt-secret');
  const existing = await readFile(file).catch(() => undefined);
  if (existing && existing.length >= 32) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  // Created only if absent: of two processes starting on one directory, both end up with the
  // key the first one wrote.
  const written = await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      return false;
    },
  );
  return written ? secret : readFile(file);
}

/**
 * The signing key of a backend on PostgreSQL, where several processes, each with a data
 * directory of its own, check the tokens the others signed: it is kept in the database
 * (060_shared_process_state.sql). The first process to start stores its own key (`candidate`,
 * so a single process moving onto PostgreSQL keeps its sessions); every other one adopts it.
 */
export async function sharedSecret(db: Db, candidate: Uint8Array): Promise<Uint8Array> {
  await db.query(
    `INSERT INTO backend_secrets (name, value) VALUES ('identity', $1)
     ON CONFLICT (name) DO NOTHING`,
    [Buffer.from(candidate)],
  );
  const [row] = await db.query<{ value: Uint8Array }>(
    "SELECT value FROM backend_secrets WHERE name = 'identity'",
  );
  return new Uint8Array(expectRow(row).value);
}
