import { computed } from 'nanostores';
import type { Comment, NewComment } from '@api/comments';
import { threadName } from '@domain/comments';
import { keyedStore } from '../keyed';
import { loadWhenShown } from '../load-when-shown';
import { $user } from '../user/state';
import { loadCount, loadThread, post } from './actions';
import type { PostOutcome } from './actions';
import { $comments, EMPTY_THREAD } from './state';
import type { CommentsStatus, ThreadState } from './state';

export type { Comment };

const view = (path: string) => computed($comments, (all) => all[threadName(path)] ?? EMPTY_THREAD);

/** A page's thread as it stands, for a heading's count: showing it loads nothing. */
export const knownThread = /* @__PURE__ */ keyedStore(view, threadName);

/**
 * One store per thread that loads, when the first widget shows it, what `statusOf` reads of
 * the thread: unless it is there already, or again after a failure.
 */
const loadingView = (
  statusOf: (thread: ThreadState) => CommentsStatus,
  load: (path: string) => Promise<void>,
) =>
  keyedStore((path) => {
    const $thread = view(path);
    return loadWhenShown($thread, async () => {
      const status = statusOf($thread.get());
      if (status === 'idle' || status === 'error') await load(path);
    });
  }, threadName);

/**
 * A page's thread for CommentsArea: the first widget to show it loads the comments, so the
 * widget decides when by when it starts showing it.
 */
export const commentsThread = /* @__PURE__ */ loadingView((thread) => thread.status, loadThread);

/** A page's count for CommentsCount: loaded unless the thread (or a count) already told it. */
export const commentsCount = /* @__PURE__ */ loadingView((thread) => thread.countStatus, loadCount);

/**
 * Who would sign a new comment: a signed-in reader's name (where Signup writes it,
 * user_metadata.full_name) and email; empty for a visitor. Read here rather than through the
 * account rules, which would bring the country list to every article.
 */
export const $commenter = /* @__PURE__ */ computed($user, (user) => {
  const name = user?.user_metadata?.full_name;
  return { name: typeof name === 'string' ? name : '', email: user?.email ?? '' };
});

/**
 * Posts as the reader: a signed-in member's comment carries their access token (for the
 * verified badge). The sign-in code is loaded only then, and a page with a member already has
 * it. Never rejects.
 */
export async function postAsReader(path: string, input: NewComment): Promise<PostOutcome> {
  let token: string | undefined;
  if ($user.get()) {
    try {
      token = await (await import('../user/actions')).accessToken();
    } catch {
      // An expired session posts as a visitor rather than not at all.
      token = undefined;
    }
  }
  return post(path, input, token);
}
