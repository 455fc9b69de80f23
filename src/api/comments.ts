import { COMMENTS_TIMEOUT_MS, threadName } from '@domain/comments';
import { connectionError } from '@domain/messages';
import { commentsRefusal } from './core/errors';
import { isRecord, readJson } from './core/json';
import { send } from './core/send';

/** A published comment as the thread files serve it (docs/contracts.md, Comments). */
export interface Comment {
  readonly id: number;
  readonly parent: number | null;
  readonly author: string;
  /** The verified-member badge. */
  readonly verified: boolean;
  readonly twitter: string | null;
  /** Of the email, for the avatar; the email itself is never served. */
  readonly md5: string;
  readonly www: string | null;
  /** HTML, sanitised by the server; sanitise it again before it reaches the DOM. */
  readonly body: string;
  /** ISO date. */
  readonly date: string;
}

/** What the comment form sends. */
export interface NewComment {
  readonly author: string;
  readonly email: string;
  readonly www?: string;
  readonly twitter?: string;
  readonly body: string;
  /** The comment this one answers. */
  readonly parent?: number;
}

/** A comment is published at once, or held for moderation (links, or approval required). */
export type PostResult =
  { readonly status: 'published'; readonly comment: Comment } | { readonly status: 'pending' };

export interface CommentsRequestOptions {
  /** Defaults to the library's request timeout (SPEC point 9). */
  readonly timeoutMs?: number;
  /** Cancels the request; it then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

/**
 * One request with the comments' timeout. Failures are ApiErrors from the catalogue: the
 * server's `{ msg }` with the HTTP status, a timeout, a dropped connection, or (for a body
 * that is not JSON on success) a connection error.
 */
async function request(
  url: string,
  init: RequestInit,
  options: CommentsRequestOptions,
): Promise<{ status: number; body: unknown }> {
  const answer = await send(url, init, {
    ...options,
    timeoutMs: options.timeoutMs ?? COMMENTS_TIMEOUT_MS,
  });
  return { status: answer.response.status, body: readJson(answer, commentsRefusal) };
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

const threadUrl = (base: string, path: string, suffix: string) =>
  `${trimmed(base)}/${encodeURIComponent(threadName(path))}${suffix}`;

/** The published comments of a page, oldest first (`GET {commentsBase}/{thread}.json`). */
export async function getThread(
  base: string,
  path: string,
  options: CommentsRequestOptions = {},
): Promise<Comment[]> {
  const { body, status } = await request(
    threadUrl(base, path, '.json'),
    { headers: { Accept: 'application/json' } },
    options,
  );
  if (!Array.isArray(body)) throw connectionError(status);
  return body as Comment[];
}

/** How many comments a page has (`GET {commentsBase}/{thread}.count.json`). */
export async function getCount(
  base: string,
  path: string,
  options: CommentsRequestOptions = {},
): Promise<number> {
  const { body, status } = await request(
    threadUrl(base, path, '.count.json'),
    { headers: { Accept: 'application/json' } },
    options,
  );
  const count = isRecord(body) ? body.count : undefined;
  if (typeof count !== 'number') throw connectionError(status);
  return count;
}

/**
 * Posts a comment for a page (`POST {commentsApi}/{page path}`). A member may send their
 * access token, so the comment carries the verified badge. The server's validation messages
 * (the same rules the form shows) come back as the error's message.
 */
export async function postComment(
  api: string,
  path: string,
  input: NewComment,
  token?: string,
  options: CommentsRequestOptions = {},
): Promise<PostResult> {
  const pagePath = path.split('/').map(encodeURIComponent).join('/').replace(/^\/*/, '/');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const payload = {
    author: input.author,
    email: input.email,
    ...(input.www ? { www: input.www } : {}),
    ...(input.twitter ? { twitter: input.twitter } : {}),
    body: input.body,
    ...(input.parent !== undefined ? { parent: input.parent } : {}),
  };
  const { body, status } = await request(
    `${trimmed(api)}${pagePath}`,
    { method: 'POST', headers, body: JSON.stringify(payload) },
    options,
  );
  if (isRecord(body) && body.status === 'pending') return { status: 'pending' };
  if (isRecord(body) && isRecord(body.comment)) {
    return { status: 'published', comment: body.comment as unknown as Comment };
  }
  throw connectionError(status);
}
