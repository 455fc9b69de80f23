import type { IncomingMessage } from 'node:http';
import type { BackendDeps } from '../../backend/deps';
import { identityError } from '../../backend/http';
import { verifyBearer } from './jwt';
import { sessionEnded } from './refresh-tokens';
import { bearerError } from './shapes';
import { findUserById } from './users';
import type { UserRow } from './users';

export interface CurrentSession {
  readonly user: UserRow;
  readonly sessionId: string | undefined;
}

/**
 * The holder of a request's bearer token and the session it belongs to: refused when the
 * token is not valid, its session was ended (a logout, a new password) or its user is gone.
 */
export const currentSessionOf =
  (deps: Pick<BackendDeps, 'db' | 'secret' | 'now'>) =>
  async (req: IncomingMessage): Promise<CurrentSession> => {
    const claims = await verifyBearer(req, deps.secret, deps.now(), bearerError);
    if (await sessionEnded(deps.db, claims.sub, claims.session_id)) {
      throw identityError(401, 'Session has ended');
    }
    const user = await findUserById(deps.db, claims.sub);
    if (!user) throw identityError(404, 'User not found');
    return { user, sessionId: claims.session_id };
  };
