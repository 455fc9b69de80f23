import { STORE_CONNECTION } from './session';

/**
 * A comment thread's name: the page path with slashes turned into dashes, leading and trailing
 * dashes removed (`/2026/03/css-layers/` -> `2026-03-css-layers`).
 */
export const threadName = (path: string): string =>
  path.replace(/\//g, '-').replace(/^-+|-+$/g, '');

/** How long a comments request may take: the library's default request timeout. */
export const COMMENTS_TIMEOUT_MS = STORE_CONNECTION.timeoutMs;

/** A thread that could not be loaded. */
export const COMMENTS_LOAD_FAILED =
  'The comments are taking a catnap right now. Please reload the page in a moment.';
/** A comment that was published at once. */
export const COMMENT_PUBLISHED = 'Thank you! Your comment is live.';
/** A comment held for moderation (it has a link, or approval is required). */
export const COMMENT_HELD =
  'Thank you! A moderator will have a quick look at your comment before it appears.';

/** What a threaded comment needs: its id and the id of the comment it answers. */
export interface Threaded {
  readonly id: number;
  readonly parent: number | null;
}

/** A comment with the replies that answer it, oldest first. */
export interface ThreadNode<T extends Threaded> {
  readonly comment: T;
  readonly replies: readonly ThreadNode<T>[];
}

/**
 * Comments as a tree: each under the comment it answers, in the order given (oldest first).
 * A reply whose parent is not shown before it (held, removed, or broken data) stands at the
 * top level, so nothing published is ever hidden and no cycle can form.
 */
export function threadTree<T extends Threaded>(items: readonly T[]): ThreadNode<T>[] {
  const roots: ThreadNode<T>[] = [];
  const nodes = new Map<number, ThreadNode<T> & { replies: ThreadNode<T>[] }>();
  for (const comment of items) {
    const node = { comment, replies: [] };
    const parent = comment.parent === null ? undefined : nodes.get(comment.parent);
    if (parent) parent.replies.push(node);
    else roots.push(node);
    nodes.set(comment.id, node);
  }
  return roots;
}

/** A comment avatar's thumbnail size in CSS pixels (SPEC point 9): drawn and fetched at it. */
export const AVATAR_SIZE = 70;

/**
 * An avatar's address: `{md5}` in the site's template replaced by the hash of the author's
 * email; no template (or no hash) gives the default image.
 */
export const avatarUrl = (template: string, md5: string, fallback: string): string =>
  template.includes('{md5}') && /^[0-9a-f]{32}$/i.test(md5)
    ? template.replace('{md5}', md5.toLowerCase())
    : fallback;

/** "1 comment", "12 comments", in the reader's number format. */
export const commentsLabel = (count: number, locale?: string): string =>
  `${new Intl.NumberFormat(locale).format(count)} ${count === 1 ? 'comment' : 'comments'}`;
