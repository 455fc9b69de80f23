import type { BackendDeps } from '../../backend/deps';
import { parse, readJson } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { currentSessionOf } from './current-session';
import { recover } from './recover';
import { revokeRefreshTokens } from './refresh-tokens';
import { signupBody } from './schemas';
import { shape } from './shapes';
import { signUp } from './signup';
import { tokenGrant } from './token-grant';
import { userUpdate } from './user-update';
import { publicUser } from './users';
import { verifyLink } from './verify-link';

/** What the service tells a client about signups (GoTrue's settings). */
const SETTINGS = {
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
};

/** The identity service (GoTrue-compatible), under `/identity`. */
export function identityService(deps: BackendDeps): RoutedHandler {
  const currentSession = currentSessionOf(deps);
  return new Router('/identity', shape)
    .on('GET', '/settings', async () => SETTINGS)
    .on('POST', '/signup', async ({ req }) => {
      const body = parse(signupBody, await readJson(req, shape), shape);
      return publicUser(await signUp(deps, body, deps.now()));
    })
    .on('POST', '/token', tokenGrant(deps))
    .on('POST', '/verify', verifyLink(deps))
    .on('POST', '/recover', recover(deps))
    .on('GET', '/user', async ({ req }) => publicUser((await currentSession(req)).user))
    .on('PUT', '/user', userUpdate(deps, currentSession))
    .on('POST', '/logout', async ({ req, res }) => {
      const { user } = await currentSession(req);
      await revokeRefreshTokens(deps.db, user.id);
      res.writeHead(204).end();
      return undefined;
    })
    .handler();
}
