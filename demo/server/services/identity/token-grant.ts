import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientOf } from '../../backend/client';
import type { BackendDeps } from '../../backend/deps';
import { parse, readForm, readJson, tokenError } from '../../backend/http';
import type { Route } from '../../backend/router';
import { dummyHash, verifyPassword } from './passwords';
import { spendRefreshToken } from './refresh-tokens';
import { tokenBody } from './schemas';
import { continueSession, startSession } from './sessions';
import { tokenShape } from './shapes';
import { loginThrottle } from './login-throttle';
import { findUserByEmail, findUserById, normaliseEmail } from './users';

const NO_USER = 'No user found with that email, or password invalid.';

/** The token endpoint is form-encoded by contract; JSON is accepted too for hand-made calls. */
async function readTokenBody(req: IncomingMessage): Promise<unknown> {
  if ((req.headers['content-type'] ?? '').includes('json')) return readJson(req, tokenShape);
  return Object.fromEntries(await readForm(req, tokenShape));
}

/** `POST /identity/token`: a login with a password, or a refresh of a session. */
export function tokenGrant(deps: BackendDeps): Route {
  const { db, secret } = deps;
  const throttled = loginThrottle(db, 'identity', () =>
    tokenError(429, 'too_many_requests', 'Too many login attempts; try again later'),
  );

  return async ({ req }) => {
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
    const user = await throttled(key, clientOf(req), now, async () => {
      const found = await findUserByEmail(db, key);
      // Judged against a stand-in hash when nobody has the address: the same time either way.
      const ok = await verifyPassword(
        body.password,
        found?.encrypted_password ?? (await dummyHash()),
      );
      return ok ? found : undefined;
    });
    if (!user) throw tokenError(400, 'invalid_grant', NO_USER);
    // Only someone with the password learns that the address is unconfirmed.
    if (!user.confirmed_at) throw tokenError(400, 'invalid_grant', 'Email not confirmed');
    return startSession(db, user, secret, now);
  };
}
