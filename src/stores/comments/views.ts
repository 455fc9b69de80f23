import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Comment, NewComment } from '../../api/comments';
import { threadName } from '../../domain/comments';
import { loadWhenShown } from '../load-when-shown';
import { $user } from '../user/state';
import { loadCount, loadThread, post } from './actions';
import type { PostOutcome } from './actions';
import { $comments, EMPTY_THREAD } from './state';
import type { ThreadState } from './state';

export type { Comment };

const threads = new Map<string, ReadableAtom<ThreadState>>();
const counts = new Map<string, ReadableAtom<ThreadState>>();

const view = (name: string) => computed($comments, (all) => all[name] ?? EMPTY_THREAD);
const passive = new Map<string, ReadableAtom<ThreadState>>();

/** A page's thread as it stands, for a heading's count: showing it loads nothing. */
export function knownThread(path: string): ReadableAtom<ThreadState> {
  const name = threadName(path);
  let store = passive.get(name);
  if (!store) {
    store = view(name);
    passive.set(name, store);
  }
  return store;
}

/**
 * A page's thread for CommentsArea: the first widget to show it loads the comments (again
 * only after a failure), so the widget decides when by when it starts showing it.
 */
export function commentsThread(path: string): ReadableAtom<ThreadState> {
  const name = threadName(path);
  let store = threads.get(name);
  if (!store) {
    const $thread = view(name);
    store = loadWhenShown($thread, async () => {
      const { status } = $thread.get();
      if (status === 'idle' || status === 'error') await loadThread(path);
    });
    threads.set(name, store);
  }
  return store;
}

/** A page's count for CommentsCount: loaded unless the thread (or a count) already told it. */
export function commentsCount(path: string): ReadableAtom<ThreadState> {
  const name = threadName(path);
  let store = counts.get(name);
  if (!store) {
    const $count = view(name);
    store = loadWhenShown($count, async () => {
      const { countStatus } = $count.get();
      if (countStatus === 'idle' || countStatus === 'error') await loadCount(path);
    });
    counts.set(name, store);
  }
  return store;
}

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
