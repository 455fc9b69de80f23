import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Handler } from '../../backend/types';
import type { BackendDeps } from '../../backend/deps';
import { identityError, parse, readForm, readJson, tokenError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import { completeEmailChange, startEmailChange } from './email-change';
import { verifyBearer } from './jwt';
import type { ErrorFor } from './jwt';
import { sendRecovery } from './mails';
import { newToken, tokenHash } from './one-time-tokens';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import {
  revokeOtherSessions,
  revokeRefreshTokens,
  sessionEnded,
  spendRefreshToken,
} from './refresh-tokens';
import {
  CONFIRMATION_TTL,
  RECOVERY_TTL,
  RESEND_INTERVAL,
  checkEmail,
  checkPassword,
  olderThan,
} from './rules';
import { recoverBody, signupBody, tokenBody, userUpdateBody, verifyBody } from './schemas';
import { continueSession, startSession } from './sessions';
import { signUp, withdrawnPassword } from './signup';
import { Throttle } from './throttle';
import {
  findUserByEmail,
  findUserById,
  lockUser,
  normaliseEmail,
  publicUser,
  updateUser,
} from './users';
import type { UserRow } from './users';

export { startEmailChange } from './email-change';

const shape: ErrorShape = (status, message) => identityError(status, message);
const tokenShape: ErrorShape = (status, message) => tokenError(status, 'invalid_request', message);
const bearerError: ErrorFor = (status, _problem, message) => identityError(status, message);

const NO_USER = 'No user found with that email, or password invalid.';

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
  const logins = new Throttle(db, 10, 15 * 60_000);

  const currentUser = async (req: IncomingMessage): Promise<UserRow> =>
    (await currentSession(req)).user;

  const currentSession = async (req: IncomingMessage) => {
    const claims = await verifyBearer(req, secret, deps.now(), bearerError);
    if (await sessionEnded(db, claims.sub, claims.session_id)) {
      throw identityError(401, 'Session has ended');
    }
    const user = await findUserById(db, claims.sub);
    if (!user) throw identityError(404, 'User not found');
    return { user, sessionId: claims.session_id };
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
      return publicUser(await signUp(deps, body, deps.now()));
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
        // One transaction: the session always has a live token, the old one or the new one,
        // so its access token is never taken for ended in between (sessionEnded). A refusal
        // is thrown after it commits: a reused token's revocations must stay.
        const next = await db.transaction(async (tx) => {
          const spent = await spendRefreshToken(tx, body.refresh_token, now);
          const user = spent && (await findUserById(tx, spent.userId));
          if (!spent || !user) return undefined;
          return continueSession(tx, user, spent.sessionId ?? randomUUID(), secret, now);
        });
        if (!next) throw tokenError(400, 'invalid_grant', 'Invalid Refresh Token');
        return next;
      }
      const key = normaliseEmail(body.username);
      // Counted before it is judged: a burst spread over processes is cut at the limit.
      const attempt = await logins.attempt(key, now);
      if (attempt === undefined) {
        throw tokenError(429, 'too_many_requests', 'Too many login attempts; try again later');
      }
      const user = await findUserByEmail(db, key);
      const ok = await verifyPassword(
        body.password,
        user?.encrypted_password ?? (await dummyHash()),
      );
      if (!user || !ok) throw tokenError(400, 'invalid_grant', NO_USER);
      // Only someone with the password learns that the address is unconfirmed.
      if (!user.confirmed_at) {
        await logins.forgive(attempt);
        throw tokenError(400, 'invalid_grant', 'Email not confirmed');
      }
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
        // A password chosen before the address was ever proved was perhaps chosen by someone
        // else (a signup in the holder's name): a recovery that proves it does not keep it.
        const unproved = body.type === 'recovery' && !user.confirmed_at;
        const encrypted = password ?? (unproved ? await withdrawnPassword() : undefined);
        // A recovery or a new password ends every session but the one this link opens.
        if (body.type === 'recovery' || password !== undefined) {
          await revokeOtherSessions(tx, user.id, undefined);
        }
        return updateUser(
          tx,
          user.id,
          {
            [column]: null,
            // Following either link proves the address is theirs.
            confirmed_at: user.confirmed_at ?? now,
            ...(encrypted !== undefined && { encrypted_password: encrypted }),
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
      const { user, sessionId } = await currentSession(req);
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
          // Whoever else is logged in (perhaps the reason for the change) is logged out.
          await revokeOtherSessions(tx, current.id, sessionId);
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

  return router.handler();
}
