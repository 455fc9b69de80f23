import type { Db } from '../../backend/db';
import { newToken, tokenHash } from './one-time-tokens';

/** A session may be refreshed for 30 days after its last refresh. */
const REFRESH_TOKEN_DAYS = 30;

export async function issueRefreshToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  const expires = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO identity_refresh_tokens (user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [userId, tokenHash(token), now, expires],
  );
  return token;
}

/**
 * Spends a refresh token: answers its user and revokes it. A token that was already spent is
 * the sign of a copy in someone else's hands, so every session of that user ends.
 */
export async function spendRefreshToken(
  db: Db,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const hash = tokenHash(token);
  // One atomic UPDATE, so two requests racing with the same token cannot both win.
  const [spent] = await db.query<{ user_id: string; expires_at: Date }>(
    `UPDATE identity_refresh_tokens SET revoked = true
     WHERE token_hash = $1 AND NOT revoked RETURNING user_id, expires_at`,
    [hash],
  );
  if (spent) return new Date(spent.expires_at) > now ? spent.user_id : undefined;
  const [reused] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM identity_refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  if (reused) await revokeRefreshTokens(db, reused.user_id);
  return undefined;
}

export async function revokeRefreshTokens(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE identity_refresh_tokens SET revoked = true WHERE user_id = $1', [userId]);
}
