import { SignJWT, jwtVerify, errors } from 'jose';
import { z } from 'zod';
import type { IncomingMessage } from 'node:http';
import type { HttpError } from '../../backend/http';
import { tokenMetadata } from './metadata-bounds';
import { AUDIENCE } from './users';
import type { AppMetadata, UserRow } from './users';

/** Access tokens live an hour (docs/contracts.md: `expires_in: 3600`). */
export const ACCESS_TOKEN_SECONDS = 3600;

const claimsSchema = z.object({
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  email: z.string(),
  role: z.string().optional(),
  app_metadata: z.looseObject({}).default({}),
  user_metadata: z.record(z.string(), z.unknown()).default({}),
  // GoTrue's claim: the session (login) the token belongs to, kept across refreshes.
  session_id: z.string().optional(),
});

export type AccessClaims = z.infer<typeof claimsSchema> & { app_metadata: AppMetadata };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signAccessToken(
  user: UserRow,
  sessionId: string,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  return new SignJWT({
    email: user.email,
    session_id: sessionId,
    role: AUDIENCE,
    app_metadata: user.app_metadata,
    // Bounded whatever the row holds: a token goes into a header of every later call.
    user_metadata: tokenMetadata(user.user_metadata),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

/** Why a token was refused; each service turns it into its own error shape. */
export type TokenProblem = 'missing' | 'expired' | 'invalid';

export type ErrorFor = (status: number, problem: TokenProblem, message: string) => HttpError;

/** Verifies an access token (HS256, our audience, unexpired at `now`). */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
  errorFor: ErrorFor,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'email'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (claims.success) return claims.data;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw errorFor(401, 'expired', 'Token has expired');
  }
  throw errorFor(401, 'invalid', 'Invalid token');
}

/** The Bearer token of a request, or a 401 in the caller's shape. */
export function bearerToken(req: IncomingMessage, errorFor: ErrorFor): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) throw errorFor(401, 'missing', 'This endpoint requires a Bearer token');
  return match[1];
}

/** Verifies the request's Bearer token. */
export const verifyBearer = (
  req: IncomingMessage,
  secret: Uint8Array,
  now: Date,
  errorFor: ErrorFor,
): Promise<AccessClaims> => verifyAccessToken(bearerToken(req, errorFor), secret, now, errorFor);
