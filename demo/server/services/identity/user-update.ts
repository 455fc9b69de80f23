import type { IncomingMessage } from 'node:http';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson } from '../../backend/http';
import type { Route } from '../../backend/router';
import type { CurrentSession } from './current-session';
import { completeEmailChange, startEmailChange } from './email-change';
import { checkMetadata } from './metadata-bounds';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './refresh-tokens';
import { checkEmail, checkPassword } from './rules';
import { userUpdateBody } from './schemas';
import { shape } from './shapes';
import { lockUser, publicUser, updateUser } from './users';

/** Merges `data` into user_metadata as GoTrue does: a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries({ ...current, ...data }).filter(([, value]) => value !== null),
  );
}

/** `PUT /identity/user`: the holder's password, metadata or address changed. */
export function userUpdate(
  deps: BackendDeps,
  currentSession: (req: IncomingMessage) => Promise<CurrentSession>,
): Route {
  const { db } = deps;
  return async ({ req }) => {
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
        checkMetadata(current.user_metadata, body.data, user_metadata);
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
  };
}
