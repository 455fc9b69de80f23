import type { IncomingMessage } from 'node:http';
import type { Handler } from '../../backend/types';
import { clientOf } from '../../backend/client';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson, sendError, sendJson, siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { refusePasswordInQuery } from '../../backend/input';
import { Router, decodePath } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { verifyBearer } from '../identity/jwt';
import { findUserById, normaliseEmail } from '../identity/users';
import { pageThread, publishComment } from './publish';
import { commentThrottle } from './rate-limit';
import { newCommentBody } from './schemas';
import { publishedComments, publishedCount } from './store';

const shape: ErrorShape = (status, message) => siteError(status, message);

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Thread files: `GET /comments/{thread}.json` and `GET /comments/{thread}.count.json`. */
export function commentsReadService(deps: BackendDeps): RoutedHandler {
  // A path with a malformed escape (`%E0%A4`) names no thread.
  return new Router('/comments', shape, { undecodable: () => siteError(404, 'No such thread') })
    .on('GET', '/:file', async ({ params }) => {
      const file = params.file ?? '';
      // Unknown threads are simply empty (docs/contracts.md): the widget asks before anyone wrote.
      if (file.endsWith('.count.json')) {
        return { count: await publishedCount(deps.db, file.slice(0, -'.count.json'.length)) };
      }
      if (file.endsWith('.json')) return publishedComments(deps.db, file.slice(0, -'.json'.length));
      throw siteError(404, `Not found: ${file}`);
    })
    .handler();
}

const PREFIX = '/comments-api';

function pagePath(pathname: string): string {
  const path = decodePath(pathname.slice(PREFIX.length));
  if (path === undefined) throw siteError(400, 'Malformed page path');
  return path;
}

/**
 * `POST /comments-api/{page path}`: validated with the same rules the form shows, sanitised
 * here (and again by the client before the DOM). A comment with a link waits for a
 * moderator (202); any other is published at once (201). A member may send their access
 * token: a comment for the account's own address then carries the verified-member badge.
 */
export function commentsWriteService(deps: BackendDeps): Handler {
  const { db, secret } = deps;
  const admitted = commentThrottle(db, deps.commentLimits);

  // Only a token for the very address the comment gives ties it to the account; a broken
  // token is refused rather than silently posting the comment without the badge.
  const accountFor = async (req: IncomingMessage, email: string): Promise<string | null> => {
    if (!req.headers.authorization) return null;
    const claims = await verifyBearer(req, secret, deps.now(), (status, _problem, message) =>
      siteError(status, message),
    );
    const user = await findUserById(db, claims.sub);
    return user && normaliseEmail(user.email) === normaliseEmail(email) ? user.id : null;
  };

  return async (req, res, url) => {
    if (!isUnder(url.pathname, PREFIX)) return false;
    try {
      refusePasswordInQuery(url.searchParams, shape);
      if (req.method !== 'POST') throw siteError(405, `Method ${req.method ?? ''} not allowed`);
      const thread = pageThread(pagePath(url.pathname));
      const input = parse(newCommentBody, await readJson(req, shape), shape);
      const published = await publishComment(thread, input, {
        db,
        now: deps.now(),
        admitted,
        client: clientOf(req),
        accountOf: (email) => accountFor(req, email),
      });
      if (published.status === 'pending') sendJson(res, 202, published);
      else sendJson(res, 201, published);
    } catch (error) {
      sendError(res, error, shape);
    }
    return true;
  };
}
