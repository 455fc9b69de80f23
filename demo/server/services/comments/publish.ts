import type { z } from 'zod';
import { siteError } from '../../backend/http';
import type { Db } from '../../backend/db';
import {
  URL_INVALID,
  threadName,
  validateComment,
  validateCommentAuthor,
  validateEmail,
  validateTwitter,
  validateUrl,
} from '@domain';
import type { commentThrottle } from './rate-limit';
import { hasLink, sanitiseComment } from './sanitise';
import type { newCommentBody } from './schemas';
import { insertComment, isPublished } from './store';
import type { PublicComment } from './store';

const PARENT_MISSING = 'The comment you reply to does not exist (any more).';

// A page path as the magazine has them; anything else is not a page that takes comments.
const PAGE_PATH = /^\/[\w\-./~]{1,300}$/;

/** The thread of the page at `path` (decoded), or a 404 for what is no page of the site. */
export function pageThread(path: string): string {
  if (!PAGE_PATH.test(path) || path.includes('..') || !threadName(path)) {
    throw siteError(404, 'No such page');
  }
  return threadName(path);
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

export type CommentInput = z.infer<typeof newCommentBody>;

export type Published =
  | { readonly status: 'pending' }
  | { readonly status: 'published'; readonly comment: PublicComment };

export interface Publishing {
  readonly db: Db;
  readonly now: Date;
  readonly admitted: ReturnType<typeof commentThrottle>;
  /** Who sent it, for the per-client limit. */
  readonly client: string;
  /** The account a member's token ties the comment to, asked once the comment is valid. */
  readonly accountOf?: (email: string) => Promise<string | null>;
}

/**
 * A comment for `thread`, validated with the same rules the form shows and sanitised here
 * (and again by the client before the DOM). One with a link waits for a moderator; any other
 * is published at once. The comments API and the comment form's endpoint both send it here.
 */
export async function publishComment(
  thread: string,
  input: CommentInput,
  { db, now, admitted, client, accountOf }: Publishing,
): Promise<Published> {
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
  const userId = (await accountOf?.(email)) ?? null;
  // Counted once the comment is known to be one: a typo refused above costs no turn.
  await admitted(email, client, now);
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
    createdAt: now,
  });
  return pending ? { status: 'pending' } : { status: 'published', comment };
}
