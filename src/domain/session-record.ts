import { isRecord, jwtClaims, parseJsonText } from './json';
import type { User } from './user';

/**
 * A session this browser keeps, read without the identity client: the member it names, the
 * access token and when that expires. Enough to show who is reading at rest (the header's
 * name, the member price, no ads) before, or without, the client's code.
 */
export interface StoredSession {
  readonly user: User;
  readonly accessToken: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

type Json = Record<string, unknown>;

/** The member a record or a token's claims describe, when it names one. */
const userOf = (source: Json, id: unknown): User | undefined => {
  if (typeof id !== 'string' || typeof source.email !== 'string') return undefined;
  return {
    id,
    email: source.email,
    ...(isRecord(source.app_metadata) && { app_metadata: source.app_metadata }),
    ...(isRecord(source.user_metadata) && { user_metadata: source.user_metadata }),
    ...(typeof source.new_email === 'string' && { new_email: source.new_email }),
  };
};

/** The tokens as gotrue-js keeps them: `access_token` and `expires_at` (ms). */
const tokensOf = (token: unknown): { accessToken: string; expiresAt: number } | undefined =>
  isRecord(token) && typeof token.access_token === 'string' && typeof token.expires_at === 'number'
    ? { accessToken: token.access_token, expiresAt: token.expires_at }
    : undefined;

/**
 * gotrue-js's record of a remembered session (localStorage `gotrue.user`): the member's
 * fields beside the tokens, as the client last saved them.
 */
export function rememberedSession(text: string | null): StoredSession | undefined {
  const record = text === null ? undefined : parseJsonText(text);
  if (!isRecord(record)) return undefined;
  const tokens = tokensOf(record.token);
  const user = userOf(record, record.id);
  return tokens && user && { user, ...tokens };
}

/**
 * A session kept for one tab (sessionStorage): only the tokens, so the member comes from the
 * access token's claims (the identity service puts the email and both metadata there).
 */
export function tabSession(text: string | null): StoredSession | undefined {
  const tokens = tokensOf(text === null ? undefined : parseJsonText(text));
  const claims = tokens && jwtClaims(tokens.accessToken);
  const user = claims && userOf(claims, claims.sub);
  return tokens && user && { user, ...tokens };
}
