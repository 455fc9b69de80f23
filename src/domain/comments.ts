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
