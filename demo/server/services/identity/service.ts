import type { IncomingMessage } from 'node:http';
import type { Handler } from '../../app';
import type { Db } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { identityError, parse, readForm, readJson, tokenError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import { MIN_PASSWORD_LENGTH, validateEmail } from '../../../../src/domain';
import { verifyBearer } from './jwt';
import type { ErrorFor } from './jwt';
import { sendConfirmation, sendEmailChange, sendRecovery } from './mails';
import { newToken, tokenHash } from './one-time-tokens';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { revokeRefreshTokens, spendRefreshToken } from './refresh-tokens';
import { recoverBody, signupBody, tokenBody, userUpdateBody, verifyBody } from './schemas';
import { continueSession, startSession } from './sessions';
import { Throttle } from './throttle';
import {
  EMAIL_TAKEN,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  normaliseEmail,
  publicUser,
  updateUser,
} from './users';
import type { UserRow } from './users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long each email link works. */
const CONFIRMATION_TTL = 24 * HOUR;
const RECOVERY_TTL = HOUR;
const EMAIL_CHANGE_TTL = 24 * HOUR;
/** A mail of the same kind is not sent twice within this (GoTrue's rule). */
const RESEND_INTERVAL = MINUTE;
// One rule with the forms: MemberAccountDetails checks this length before asking, Signup hints it.
const MIN_PASSWORD = MIN_PASSWORD_LENGTH;
// scrypt costs the same whatever the length; the cap only keeps absurd inputs out.
const MAX_PASSWORD = 1024;

const shape: ErrorShape = (status, message) => identityError(status, message);
const tokenShape: ErrorShape = (status, message) => tokenError(status, 'invalid_request', message);
const bearerError: ErrorFor = (status, _problem, message) => identityError(status, message);

const NO_USER = 'No user found with that email, or password invalid.';
const TOO_SOON = 'For security purposes, you can only request this once every 60 seconds';

const olderThan = (sent: Date | null, ms: number, now: Date) =>
  !sent || now.getTime() - new Date(sent).getTime() > ms;

function checkEmail(email: string): string {
  const problem = validateEmail(email);
  if (problem) throw identityError(422, problem);
  return normaliseEmail(email);
}

function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD) {
    throw identityError(422, `Password should be at least ${MIN_PASSWORD} characters`);
  }
  if (password.length > MAX_PASSWORD) throw identityError(422, 'Password is too long');
  return password;
}

/** Merges `data` into user_metadata as GoTrue does: a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries({ ...current, ...data }).filter(([, value]) => value !== null),
  );
}

/** The token endpoint is form-encoded by contract; JSON is accepted too for hand-made calls. */
async function readTokenBody(req: IncomingMessage): Promise<unknown> {
  if ((req.headers['content-type'] ?? '').includes('json')) return readJson(req, tokenShape);
  return Object.fromEntries(await readForm(req, tokenShape));
}

/** The identity service (GoTrue-compatible), under `/identity`. */
export function identityService(deps: BackendDeps): Handler {
  const { db, secret } = deps;
  const logins = new Throttle(db, 10, 15 * MINUTE);

  const currentUser = async (req: IncomingMessage): Promise<UserRow> => {
    const claims = await verifyBearer(req, secret, deps.now(), bearerError);
    const user = await findUserById(db, claims.sub);
    if (!user) throw identityError(404, 'User not found');
    return user;
  };

  const router = new Router('/identity', shape)
    .on('GET', '/settings', async () => ({
      external: {
        bitbucket: false,
        email: false,
        facebook: false,
        github: false,
        gitlab: false,
        google: false,
      },
      disable_signup: false,
      autoconfirm: false,
    }))

    .on('POST', '/signup', async ({ req }) => {
      const body = parse(signupBody, await readJson(req, shape), shape);
      const email = checkEmail(body.email);
      const password = checkPassword(body.password);
      const now = deps.now();
      const token = newToken();
      // Hashed before the transaction: scrypt's tenth of a second is not spent holding a lock.
      const encryptedPassword = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        // Locked, so a confirmation landing meanwhile cannot be followed by this repeat
        // resetting the password of a now confirmed account.
        const existing = await lockUser(tx, 'email', email);
        if (existing?.confirmed_at) {
          throw identityError(422, EMAIL_TAKEN);
        }
        if (existing && !olderThan(existing.confirmation_sent_at, RESEND_INTERVAL, now)) {
          throw identityError(429, TOO_SOON);
        }
        // An unconfirmed signup may be repeated: whoever confirms the newest link owns it.
        const written = existing
          ? await updateUser(
              tx,
              existing.id,
              {
                encrypted_password: encryptedPassword,
                user_metadata: body.data ?? {},
                confirmation_token: tokenHash(token),
                confirmation_sent_at: now,
              },
              now,
            )
          : await insertUser(tx, {
              email,
              encryptedPassword,
              userMetadata: body.data ?? {},
              confirmationToken: tokenHash(token),
              now,
            });
        await sendConfirmation(tx, deps.siteUrl, written.email, token);
        return written;
      });
      return publicUser(user);
    })

    .on('POST', '/token', async ({ req }) => {
      const body = parse(tokenBody, await readTokenBody(req), (status, message) =>
        tokenError(
          status,
          /grant_type/.test(message) ? 'unsupported_grant_type' : 'invalid_request',
          message,
        ),
      );
      const now = deps.now();
      if (body.grant_type === 'refresh_token') {
        const userId = await spendRefreshToken(db, body.refresh_token, now);
        const user = userId && (await findUserById(db, userId));
        if (!user) throw tokenError(400, 'invalid_grant', 'Invalid Refresh Token');
        return continueSession(db, user, secret, now);
      }
      const key = normaliseEmail(body.username);
      if (await logins.blocked(key, now)) {
        throw tokenError(429, 'too_many_requests', 'Too many login attempts; try again later');
      }
      const user = await findUserByEmail(db, key);
      const ok = await verifyPassword(
        body.password,
        user?.encrypted_password ?? (await dummyHash()),
      );
      if (!user || !ok) {
        await logins.fail(key, now);
        throw tokenError(400, 'invalid_grant', NO_USER);
      }
      // Only someone with the password learns that the address is unconfirmed.
      if (!user.confirmed_at) throw tokenError(400, 'invalid_grant', 'Email not confirmed');
      await logins.clear(key);
      return startSession(db, user, secret, now);
    })

    .on('POST', '/verify', async ({ req }) => {
      const body = parse(verifyBody, await readJson(req, shape), shape);
      const now = deps.now();
      const column = body.type === 'signup' ? 'confirmation_token' : 'recovery_token';
      const password =
        body.password === undefined ? undefined : await hashPassword(checkPassword(body.password));
      // The token is spent under the row's lock: of two requests with one link, the second
      // finds it gone (a link opens one session).
      const updated = await db.transaction(async (tx) => {
        const user = await lockUser(tx, column, tokenHash(body.token));
        if (!user) throw identityError(404, 'User not found');
        const expired =
          body.type === 'signup'
            ? olderThan(user.confirmation_sent_at, CONFIRMATION_TTL, now)
            : olderThan(user.recovery_sent_at, RECOVERY_TTL, now);
        if (expired) throw identityError(403, 'Token has expired or is invalid');
        return updateUser(
          tx,
          user.id,
          {
            [column]: null,
            // Following either link proves the address is theirs.
            confirmed_at: user.confirmed_at ?? now,
            ...(password !== undefined && { encrypted_password: password }),
          },
          now,
        );
      });
      return startSession(db, updated, secret, now);
    })

    .on('POST', '/recover', async ({ req }) => {
      const body = parse(recoverBody, await readJson(req, shape), shape);
      const email = checkEmail(body.email);
      const now = deps.now();
      // The answer is the same for unknown addresses and for repeats, so it tells nobody
      // whether an address has an account; repeats within a minute send nothing, however
      // many arrive at once (the row is locked while its last mail's time is read).
      await db.transaction(async (tx) => {
        const user = await lockUser(tx, 'email', email);
        if (!user || !olderThan(user.recovery_sent_at, RESEND_INTERVAL, now)) return;
        const token = newToken();
        await updateUser(
          tx,
          user.id,
          { recovery_token: tokenHash(token), recovery_sent_at: now },
          now,
        );
        await sendRecovery(tx, deps.siteUrl, user.email, token);
      });
      return {};
    })

    .on('GET', '/user', async ({ req }) => publicUser(await currentUser(req)))

    .on('PUT', '/user', async ({ req }) => {
      const user = await currentUser(req);
      const body = parse(userUpdateBody, await readJson(req, shape), shape);
      // Every check before the first write, so a refused update changes nothing.
      if (body.password !== undefined) checkPassword(body.password);
      if (body.email !== undefined) checkEmail(body.email);
      const now = deps.now();
      const encrypted = body.password === undefined ? undefined : await hashPassword(body.password);
      // Under the row's lock: metadata is merged into what the row holds now, not into the
      // copy read for the token check, so keys written by requests at once all stay.
      const updated = await db.transaction(async (tx) => {
        let current = (await lockUser(tx, 'id', user.id)) ?? user;
        if (encrypted !== undefined) {
          current = await updateUser(tx, current.id, { encrypted_password: encrypted }, now);
        }
        if (body.data) {
          const user_metadata = mergeMetadata(current.user_metadata, body.data);
          current = await updateUser(tx, current.id, { user_metadata }, now);
        }
        if (body.email_change_token !== undefined) {
          current = await completeEmailChange(tx, current, body.email_change_token, now);
        } else if (body.email !== undefined) {
          current = await startEmailChange({ ...deps, db: tx }, current, body.email, now);
        }
        return current;
      });
      return publicUser(updated);
    })

    .on('POST', '/logout', async ({ req, res }) => {
      const user = await currentUser(req);
      await revokeRefreshTokens(db, user.id);
      res.writeHead(204).end();
      return undefined;
    });

  const completeEmailChange = async (db: Db, user: UserRow, token: string, now: Date) => {
    if (
      !user.email_change ||
      user.email_change_token !== tokenHash(token) ||
      olderThan(user.email_change_sent_at, EMAIL_CHANGE_TTL, now)
    ) {
      throw identityError(403, 'Email change token is invalid or has expired');
    }
    const taken = await findUserByEmail(db, user.email_change);
    if (taken && taken.id !== user.id) {
      throw identityError(422, EMAIL_TAKEN);
    }
    return updateUser(
      db,
      user.id,
      {
        email: user.email_change,
        email_change: null,
        email_change_token: null,
        email_change_sent_at: null,
      },
      now,
    );
  };

  return router.handler();
}

/**
 * Starts an email change: the new address gets a link; the account keeps the old address
 * until the link's token comes back. Shared with the site API's PUT /me.
 */
export async function startEmailChange(
  deps: Pick<BackendDeps, 'db' | 'siteUrl'>,
  user: UserRow,
  newEmail: string,
  now: Date,
): Promise<UserRow> {
  const email = checkEmail(newEmail);
  if (email === normaliseEmail(user.email)) return user;
  // Locked: two changes to one address at once send one mail, as two in a row do.
  const current = (await lockUser(deps.db, 'id', user.id)) ?? user;
  const taken = await findUserByEmail(deps.db, email);
  if (taken) throw identityError(422, EMAIL_TAKEN);
  if (
    current.email_change === email &&
    !olderThan(current.email_change_sent_at, RESEND_INTERVAL, now)
  ) {
    throw identityError(429, TOO_SOON);
  }
  const token = newToken();
  const updated = await updateUser(
    deps.db,
    current.id,
    { email_change: email, email_change_token: tokenHash(token), email_change_sent_at: now },
    now,
  );
  await sendEmailChange(deps.db, deps.siteUrl, email, token);
  return updated;
}
