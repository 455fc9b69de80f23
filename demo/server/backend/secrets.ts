import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
