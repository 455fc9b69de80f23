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

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A JWT's claims (its middle part, base64url JSON in UTF-8), unchecked: for display only. */
export function tokenClaims(token: string): Json | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return isObject(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** The member a record or a token's claims describe, when it names one. */
const userOf = (source: Json, id: unknown): User | undefined => {
  if (typeof id !== 'string' || typeof source.email !== 'string') return undefined;
  return {
    id,
    email: source.email,
    ...(isObject(source.app_metadata) && { app_metadata: source.app_metadata }),
    ...(isObject(source.user_metadata) && { user_metadata: source.user_metadata }),
    ...(typeof source.new_email === 'string' && { new_email: source.new_email }),
  };
};

/** The tokens as gotrue-js keeps them: `access_token` and `expires_at` (ms). */
const tokensOf = (token: unknown): { accessToken: string; expiresAt: number } | undefined =>
  isObject(token) && typeof token.access_token === 'string' && typeof token.expires_at === 'number'
    ? { accessToken: token.access_token, expiresAt: token.expires_at }
    : undefined;

/**
 * gotrue-js's record of a remembered session (localStorage `gotrue.user`): the member's
 * fields beside the tokens, as the client last saved them.
 */
export function rememberedSession(text: string | null): StoredSession | undefined {
  const record = text === null ? undefined : parse(text);
  if (!isObject(record)) return undefined;
  const tokens = tokensOf(record.token);
  const user = userOf(record, record.id);
  return tokens && user && { user, ...tokens };
}

/**
 * A session kept for one tab (sessionStorage): only the tokens, so the member comes from the
 * access token's claims (the identity service puts the email and both metadata there).
 */
export function tabSession(text: string | null): StoredSession | undefined {
  const tokens = tokensOf(text === null ? undefined : parse(text));
  const claims = tokens && tokenClaims(tokens.accessToken);
  const user = claims && userOf(claims, claims.sub);
  return tokens && user && { user, ...tokens };
}
