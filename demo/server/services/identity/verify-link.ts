import type { BackendDeps } from '../../backend/deps';
import { identityError, parse, readJson } from '../../backend/http';
import type { Route } from '../../backend/router';
import { tokenHash } from './one-time-tokens';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './refresh-tokens';
import { CONFIRMATION_TTL, RECOVERY_TTL, checkPassword, olderThan } from './rules';
import { verifyBody } from './schemas';
import { startSession } from './sessions';
import { shape } from './shapes';
import { withdrawnPassword } from './signup';
import { lockUser, updateUser } from './users';

/** `POST /identity/verify`: a mailed confirmation or recovery link followed; opens a session. */
export function verifyLink(deps: BackendDeps): Route {
  const { db, secret } = deps;
  return async ({ req }) => {
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
  };
}
