import type { Db } from '../../backend/db';
import { siteError } from '../../backend/http';
import { Throttle } from '../identity/throttle';

const MINUTE = 60_000;
/** Comments one client may post in the window: a lively thread, not a flood. */
export const COMMENTS_PER_CLIENT = 10;
/** Comments one email address may post in the window, from any client. */
export const COMMENTS_PER_EMAIL = 5;
export const COMMENT_WINDOW_MS = 5 * MINUTE;

export const COMMENTING_TOO_FAST =
  'You are commenting faster than we can read. Please wait a few minutes and try again.';

/**
 * The comments API's rate limit, per client and per email, with the identity service's
 * Throttle (its table holds every service's counts, each throttle in a scope of its own): every process counts
 * the same posts, and a burst is counted as it arrives, so 25 at once publish no more than
 * the limit. A refusal is a 429 in the API's own shape.
 */
export function commentThrottle(
  db: Db,
  limits = { perClient: COMMENTS_PER_CLIENT, perEmail: COMMENTS_PER_EMAIL },
) {
  const clients = new Throttle(db, 'comments.client', limits.perClient, COMMENT_WINDOW_MS);
  const emails = new Throttle(db, 'comments.email', limits.perEmail, COMMENT_WINDOW_MS);
  return async (email: string, client: string, now: Date): Promise<void> => {
    const byEmail = await emails.attempt(email.trim().toLowerCase(), now);
    if (!byEmail) throw siteError(429, COMMENTING_TOO_FAST);
    if (!(await clients.attempt(client, now))) {
      await emails.forgive(byEmail);
      throw siteError(429, COMMENTING_TOO_FAST);
    }
  };
}
