import type { Db } from '../../backend/db';
import { newToken, tokenHash } from './one-time-tokens';

/** A session may be refreshed for 30 days after its last refresh. */
const REFRESH_TOKEN_DAYS = 30;

export async function issueRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  const expires = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO identity_refresh_tokens (user_id, session_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, sessionId, tokenHash(token), now, expires],
  );
  return token;
}

/** Whose a spent refresh token was, and the session it continues. */
export interface SpentToken {
  readonly userId: string;
  /** Null for a token issued before sessions were named: its refresh starts a named one. */
  readonly sessionId: string | null;
}

/**
 * Spends a refresh token: answers its user and session and revokes it. A token that was
 * already spent is the sign of a copy in someone else's hands, so every session of that user
 * ends.
 */
export async function spendRefreshToken(
  db: Db,
  token: string,
  now: Date,
): Promise<SpentToken | undefined> {
  const hash = tokenHash(token);
  // One atomic UPDATE, so two requests racing with the same token cannot both win.
  const [spent] = await db.query<{ user_id: string; session_id: string | null; expires_at: Date }>(
    `UPDATE identity_refresh_tokens SET revoked = true
     WHERE token_hash = $1 AND NOT revoked RETURNING user_id, session_id, expires_at`,
    [hash],
  );
  if (spent) {
    return new Date(spent.expires_at) > now
      ? { userId: spent.user_id, sessionId: spent.session_id }
      : undefined;
  }
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

/**
 * Ends every session of the user but `keep` (the one that changed the password); without
 * `keep`, every session. Their access tokens run out within the hour they were signed for.
 * The tokens are deleted, not marked spent: one of them coming back is an old session, not a
 * stolen copy, and must not end the session kept.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keep: string | undefined,
): Promise<void> {
  await db.query(
    `DELETE FROM identity_refresh_tokens
     WHERE user_id = $1 AND session_id IS DISTINCT FROM $2`,
    [userId, keep ?? null],
  );
}

/**
 * Whether the session an access token names has ended (a password change or recovery ended
 * it, a logout, a stolen refresh token coming back): its access tokens, though unexpired, no
 * longer speak for the member. A token naming no session was signed before sessions were
 * named and runs out within its hour.
 */
export async function sessionEnded(
  db: Db,
  userId: string,
  sessionId: string | undefined,
): Promise<boolean> {
  if (sessionId === undefined) return false;
  const live = await db.query(
    `SELECT 1 FROM identity_refresh_tokens
     WHERE user_id = $1 AND session_id = $2 AND NOT revoked LIMIT 1`,
    [userId, sessionId],
  );
  return live.length === 0;
}
