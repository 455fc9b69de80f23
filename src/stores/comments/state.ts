import { map } from 'nanostores';
import type { Comment } from '@api/comments';
import { threadName } from '@domain/comments';
import { onReset } from '../seam';

export type CommentsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One page's comments (SPEC point 3: items by thread, counts by thread). */
export interface ThreadState {
  /** Of the comments themselves (loadThread). */
  status: CommentsStatus;
  /** Published comments, oldest first, bodies sanitised for the DOM. */
  items: readonly Comment[];
  /** Null until known (loadThread or loadCount). */
  count: number | null;
  countStatus: CommentsStatus;
  /** What the reader is told when the thread could not be loaded. */
  error: string | null;
  /** Set while a new comment is on its way. */
  posting: boolean;
  /** Why the last comment was not taken; the form keeps its input. */
  postError: string | null;
}

export const EMPTY_THREAD: ThreadState = Object.freeze({
  status: 'idle',
  items: [],
  count: null,
  countStatus: 'idle',
  error: null,
  posting: false,
  postError: null,
});

/** Every thread the page asked about, keyed by thread name (`/a/b/` and `/a/b` are one). */
export const $comments = map<Record<string, ThreadState>>({});

/** A page's thread as it stands (the empty thread before anything was asked). */
export const threadState = (path: string): ThreadState =>
  $comments.get()[threadName(path)] ?? EMPTY_THREAD;

export const resetComments = onReset(() => $comments.set({}));
