import type { IncomingMessage } from 'node:http';
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import type { BackendDeps } from '../../backend/deps';
import { siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { verifyAccessToken, verifyBearer } from '../identity/jwt';
import type { AccessClaims, ErrorFor } from '../identity/jwt';
import { sessionEnded } from '../identity/refresh-tokens';
import { findUserById } from '../identity/users';
import type { UserRow } from '../identity/users';

/** Every answer of the site API and the downloads host is `{ msg }` (docs/contracts.md). */
export const shape: ErrorShape = (status, message) => siteError(status, message);

export const tokenError: ErrorFor = (status, _problem, message) => siteError(status, message);

/** The member a verified token speaks for, read fresh from the database. */
export interface Holder {
  readonly claims: AccessClaims;
  readonly user: UserRow;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Orders are matched by the user's current email, not the token's: a token signed before an
// email change still carries the old address, which someone else may have taken since.
async function holderOf(deps: BackendDeps, claims: AccessClaims): Promise<Holder> {
  const user = UUID.test(claims.sub) ? await findUserById(deps.db, claims.sub) : undefined;
  if (!user) throw siteError(401, 'The account of this token no longer exists');
  // A password change or recovery ended that session: its token opens nothing any more.
  if (await sessionEnded(deps.db, user.id, claims.session_id)) {
    throw siteError(401, 'The session of this token has ended');
  }
  return { claims, user };
}

/** The request's Bearer token, verified (401 when missing, invalid or expired). */
export async function holder(
  deps: BackendDeps,
  req: IncomingMessage,
  errorFor: ErrorFor = tokenError,
): Promise<Holder> {
  return holderOf(deps, await verifyBearer(req, deps.secret, deps.now(), errorFor));
}

export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/*
 * Download links: `{downloadsHost}/me/downloads/{id}?jwt={token}` (docs/contracts.md). The host
 * takes a member's access token, as the contract says, and also a download token this API
 * signs for one order. A guest has no access token, and links built from a member's access
 * token would put a full session into URLs, browser history and server logs; a download
 * token opens only one order's files, for an hour, and is refused everywhere else because
 * its audience is not the identity service's.
 */
const DOWNLOAD_AUDIENCE = 'site-downloads';
const DOWNLOAD_TOKEN_SECONDS = 3600;

export function signDownloadToken(deps: BackendDeps, orderId: string): Promise<string> {
  const now = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(orderId)
    .setAudience(DOWNLOAD_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + DOWNLOAD_TOKEN_SECONDS)
    .sign(deps.secret);
}

/** Who may download: a member (every order of theirs) or the holder of one order's link. */
export type DownloadGrant =
  | { readonly kind: 'member'; readonly user: UserRow }
  | { readonly kind: 'order'; readonly orderId: string };

const audienceOf = (token: string): unknown => {
  try {
    return decodeJwt(token).aud;
  } catch {
    throw siteError(401, 'Invalid token');
  }
};

/** Verifies the `jwt` of a download link, whichever of the two kinds it is. */
export async function downloadGrant(deps: BackendDeps, token: string): Promise<DownloadGrant> {
  if (audienceOf(token) !== DOWNLOAD_AUDIENCE) {
    const claims = await verifyAccessToken(token, deps.secret, deps.now(), tokenError);
    return { kind: 'member', user: (await holderOf(deps, claims)).user };
  }
  try {
    const { payload } = await jwtVerify(token, deps.secret, {
      algorithms: ['HS256'],
      audience: DOWNLOAD_AUDIENCE,
      currentDate: deps.now(),
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.sub) return { kind: 'order', orderId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw siteError(401, 'Token has expired');
  }
  throw siteError(401, 'Invalid token');
}
