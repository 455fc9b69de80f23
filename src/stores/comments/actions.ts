import { getCount, getThread, postComment } from '@api/comments';
import type { Comment, NewComment } from '@api/comments';
import {
  COMMENTS_LOAD_FAILED,
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  threadName,
} from '@domain/comments';
import { userMessage } from '@domain/messages';
import { config } from '../connections';
import { $clientsVersion, onReset } from '../seam';
import { $comments, EMPTY_THREAD } from './state';
import type { ThreadState } from './state';

// The newest request per thread and kind wins; a reset forgets them all, so an answer still
// on its way when the stores are reset (or the clients swapped) writes nothing.
let counter = 0;
let generation = 0;
const newest = new Map<string, number>();
// Comments published from this page, per thread: a thread load that left before the post
// came back answers without them, and must not take them off the list.
const published = new Map<string, Comment[]>();
onReset(() => {
  newest.clear();
  published.clear();
  generation += 1;
});

function withPublished(thread: string, items: readonly Comment[]): readonly Comment[] {
  const missing = (published.get(thread) ?? []).filter(
    (comment) => !items.some((item) => item.id === comment.id),
  );
  return missing.length === 0 ? items : [...items, ...missing];
}

function ticket(key: string): () => boolean {
  const id = (counter += 1);
  const version = $clientsVersion.get();
  newest.set(key, id);
  return () => newest.get(key) === id && version === $clientsVersion.get();
}

function patch(thread: string, change: Partial<ThreadState>): void {
  $comments.setKey(thread, { ...($comments.get()[thread] ?? EMPTY_THREAD), ...change });
}

// DOMPurify is fetched with the thread, not with the page: a page that only shows counts
// never downloads it.
async function sanitised(items: readonly Comment[]): Promise<Comment[]> {
  const { sanitiseCommentHtml } = await import('@api/sanitise');
  return items.map((item) => ({ ...item, body: sanitiseCommentHtml(item.body) }));
}

/** Loads a page's comments. Never rejects; on failure the comments shown stay. */
export async function loadThread(path: string): Promise<void> {
  const thread = threadName(path);
  const current = ticket(`items:${thread}`);
  patch(thread, { status: 'loading', error: null });
  try {
    const items = withPublished(
      thread,
      await sanitised(await getThread(config().commentsBase, path)),
    );
    if (current()) {
      patch(thread, { status: 'ready', items, count: items.length, countStatus: 'ready' });
    }
  } catch {
    if (current()) patch(thread, { status: 'error', error: COMMENTS_LOAD_FAILED });
  }
}

/** Loads how many comments a page has (CommentsCount). Never rejects. */
export async function loadCount(path: string): Promise<void> {
  const thread = threadName(path);
  const current = ticket(`count:${thread}`);
  patch(thread, { countStatus: 'loading' });
  try {
    const count = await getCount(config().commentsBase, path);
    if (current()) patch(thread, { count, countStatus: 'ready' });
  } catch {
    if (current()) patch(thread, { countStatus: 'error' });
  }
}

/** What became of a new comment, with the sentence to show. */
export type PostOutcome =
  | { readonly ok: true; readonly status: 'published' | 'pending'; readonly message: string }
  | { readonly ok: false; readonly error: string };

/**
 * Posts a comment for a page; a member passes their access token for the verified badge.
 * A published comment joins the thread (if it is loaded) and its count; a held one waits for
 * a moderator. A refused one changes nothing but `postError`: the thread stays, and the
 * form keeps its input. Never rejects.
 */
export async function post(path: string, input: NewComment, token?: string): Promise<PostOutcome> {
  const thread = threadName(path);
  const version = $clientsVersion.get();
  const since = generation;
  const current = () => version === $clientsVersion.get() && since === generation;
  patch(thread, { posting: true, postError: null });
  try {
    const result = await postComment(config().commentsApi, path, input, token);
    if (result.status === 'pending') {
      if (current()) patch(thread, { posting: false });
      return { ok: true, status: 'pending', message: COMMENT_HELD };
    }
    const [comment] = await sanitised([result.comment]);
    if (current() && comment) {
      published.set(thread, [...(published.get(thread) ?? []), comment]);
      const state = $comments.get()[thread] ?? EMPTY_THREAD;
      const isNew = !state.items.some((item) => item.id === comment.id);
      patch(thread, {
        posting: false,
        ...(state.status === 'ready' && isNew ? { items: [...state.items, comment] } : {}),
        ...(state.count !== null && isNew ? { count: state.count + 1 } : {}),
      });
    }
    return { ok: true, status: 'published', message: COMMENT_PUBLISHED };
  } catch (error) {
    const message = userMessage(error);
    if (current()) patch(thread, { posting: false, postError: message });
    return { ok: false, error: message };
  }
}
