import { randomUUID } from 'node:crypto';
import type { Db } from '../../backend/db';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './jwt';
import { issueRefreshToken } from './refresh-tokens';
import { updateUser } from './users';
import type { UserRow } from './users';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

/** Logs a user in: a new session, its access and refresh tokens, and the sign-in time noted. */
export async function startSession(
  db: Db,
  user: UserRow,
  secret: Uint8Array,
  now: Date,
): Promise<TokenResponse> {
  const current = await updateUser(db, user.id, { last_sign_in_at: now }, now);
  return continueSession(db, current, randomUUID(), secret, now);
}

/** A new pair of tokens for a session that goes on (a refresh). */
export async function continueSession(
  db: Db,
  user: UserRow,
  sessionId: string,
  secret: Uint8Array,
  now: Date,
): Promise<TokenResponse> {
  return {
    access_token: await signAccessToken(user, sessionId, secret, now),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: await issueRefreshToken(db, user.id, sessionId, now),
  };
}
