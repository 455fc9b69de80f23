import type { Db } from '../../backend/db';
import { threadName } from '@domain';
import { findUserByEmail } from '../identity/users';
import { sanitiseComment } from './sanitise';
import { hasComments, insertComment } from './store';
import threads from './threads.json';

interface SeedComment {
  author: string;
  email: string;
  www?: string;
  twitter?: string;
  body: string;
  date: string;
  /** Index, in the same thread, of the comment this one answers. */
  replyTo?: number;
}

/**
 * The demo articles' threads (threads.json, by page path: demo/site/pages/articles/, served at
 * /articles/{name}). The
 * counts match the articles' `commentCount` in the search seed, so the search page and the
 * article agree. Comments from the demo members' addresses are tied to their accounts, so
 * the verified-member badge shows.
 */
const THREADS: Readonly<Record<string, readonly SeedComment[]>> = threads;

/** Seeds the demo articles' threads; idempotent (a thread with any comment is left alone). */
export async function seedComments(db: Db): Promise<void> {
  for (const [path, comments] of Object.entries(THREADS)) {
    const thread = threadName(path);
    if (await hasComments(db, thread)) continue;
    await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const c of comments) {
        const account = await findUserByEmail(tx, c.email);
        const parent = c.replyTo === undefined ? null : (ids[c.replyTo] ?? null);
        const inserted = await insertComment(tx, {
          thread,
          parent,
          author: c.author,
          email: c.email,
          www: c.www ?? null,
          twitter: c.twitter?.replace(/^@/, '') ?? null,
          body: sanitiseComment(c.body),
          status: 'published',
          userId: account?.id ?? null,
          createdAt: new Date(c.date),
        });
        ids.push(inserted.id);
      }
    });
  }
}
