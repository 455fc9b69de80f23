import type { IncomingMessage } from 'node:http';
import type { Handler } from '../../backend/types';
import { clientOf } from '../../backend/client';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson, sendError, sendJson, siteError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router, decodePath } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import {
  URL_INVALID,
  threadName,
  validateComment,
  validateCommentAuthor,
  validateEmail,
  validateTwitter,
  validateUrl,
} from '@domain';
import { verifyBearer } from '../identity/jwt';
import { findUserById, normaliseEmail } from '../identity/users';
import { commentThrottle } from './rate-limit';
import { hasLink, sanitiseComment } from './sanitise';
import { newCommentBody } from './schemas';
import { insertComment, isPublished, publishedComments, publishedCount } from './store';

const shape: ErrorShape = (status, message) => siteError(status, message);

const PARENT_MISSING = 'The comment you reply to does not exist (any more).';

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
// A page path as the magazine has them; anything else is not a page that takes comments.
const PAGE_PATH = /^\/[\w\-./~]{1,300}$/;

function pagePath(pathname: string): string {
  const path = decodePath(pathname.slice(PREFIX.length));
  if (path === undefined) throw siteError(400, 'Malformed page path');
  if (!PAGE_PATH.test(path) || path.includes('..') || !threadName(path)) {
    throw siteError(404, 'No such page');
  }
  return path;
}

/** A web address as stored and served: normalised, so quotes and brackets come percent-encoded. */
function normaliseUrl(www: string | undefined): string | null {
  if (!www) return null;
  try {
    return new URL(www).href;
  } catch {
    throw siteError(422, URL_INVALID);
  }
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
      if (req.method !== 'POST') throw siteError(405, `Method ${req.method ?? ''} not allowed`);
      const thread = threadName(pagePath(url.pathname));
      const input = parse(newCommentBody, await readJson(req, shape), shape);
      const author = input.author.trim().replace(/\s+/g, ' ');
      const email = input.email.trim();
      const problem =
        validateCommentAuthor(author) ||
        validateEmail(email) ||
        validateTwitter(input.twitter) ||
        validateUrl(input.www) ||
        validateComment(input.body);
      if (problem) throw siteError(422, problem);
      const www = normaliseUrl(input.www);
      const body = sanitiseComment(input.body);
      // The sanitiser keeps text and drops only markup, so this holds; it is checked anyway
      // because an empty comment must never be stored, whatever the sanitiser becomes.
      const empty = validateComment(body);
      if (empty) throw siteError(422, empty);
      const parent = input.parent ?? null;
      if (parent !== null && !(await isPublished(db, thread, parent))) {
        throw siteError(422, PARENT_MISSING);
      }
      const userId = await accountFor(req, email);
      // Counted once the comment is known to be one: a typo refused above costs no turn.
      await admitted(email, clientOf(req), deps.now());
      const pending = hasLink(input.body, body);
      const comment = await insertComment(db, {
        thread,
        parent,
        author,
        email,
        www,
        twitter: input.twitter?.replace(/^@/, '') ?? null,
        body,
        status: pending ? 'pending' : 'published',
        userId,
        createdAt: deps.now(),
      });
      if (pending) sendJson(res, 202, { status: 'pending' });
      else sendJson(res, 201, { status: 'published', comment });
    } catch (error) {
      sendError(res, error, shape);
    }
    return true;
  };
}
