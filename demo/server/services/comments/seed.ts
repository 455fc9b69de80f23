import type { Db } from '../../backend/db';
import { threadName } from '../../../../src/domain';
import { findUserByEmail } from '../identity/users';
import { sanitiseComment } from './sanitise';
import { hasComments, insertComment } from './store';

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
 * The demo articles' threads (demo/site/pages/articles/, served at /articles/{name}). The
 * counts match the articles' `commentCount` in the search seed, so the search page and the
 * article agree. Comments from the demo members' addresses are tied to their accounts, so
 * the verified-member badge shows.
 */
const THREADS: Readonly<Record<string, readonly SeedComment[]>> = {
  '/articles/css-cascade-layers': [
    {
      author: 'Hana Kovač',
      email: 'hana.kovac@example.com',
      www: 'https://hana.example/',
      body: 'We moved a design system of about 400 components to layers last quarter. Wrapping all the legacy styles in one low-priority layer first, then moving components out of it one by one, meant there was never a big-bang release.',
      date: '2026-03-12T10:41:00Z',
    },
    {
      author: 'Milo Member',
      email: 'member@example.com',
      twitter: 'milo_member',
      body: 'Same approach here. One catch: third-party widgets that inject unlayered styles suddenly beat everything in your layers. We now import them with <code>@import url(vendor.css) layer(vendor);</code> and the surprises stopped.',
      date: '2026-03-12T14:05:00Z',
      replyTo: 0,
    },
    {
      author: 'Dev Patel',
      email: 'dev.patel@example.com',
      body: 'Does the order statement have to come before every <code>@layer</code> block, or only before the first one that matters?\n\nAsking because our CMS injects its own stylesheet above ours.',
      date: '2026-03-13T08:17:00Z',
    },
  ],
  '/articles/accessible-forms': [
    {
      author: 'Ana Souza',
      email: 'ana.souza@example.com',
      twitter: '@anasouza',
      body: 'The part about not splitting dates into three selects is gold. Our error rate on the date-of-birth field halved after we switched to one field with a format hint.',
      date: '2026-05-04T16:22:00Z',
    },
    {
      author: 'Olu Adeyemi',
      email: 'olu.adeyemi@example.com',
      body: 'Could you say more about live validation? We show errors on blur, and some testers still found that too eager when they tabbed through to read the form first.',
      date: '2026-05-05T09:03:00Z',
    },
  ],
  '/articles/web-performance-budgets': [
    {
      author: 'Sam Smashing',
      email: 'smashing@example.com',
      body: 'We budget per route in CI and post the difference as a comment on the pull request. Making the cost visible at review time did more than any hard limit ever did.',
      date: '2026-08-21T11:30:00Z',
    },
    {
      author: 'Lena Fischer',
      email: 'lena.fischer@example.com',
      body: 'Do you fail the build when a budget is exceeded, or only warn? We started with failing builds and people learned to raise the budget instead of fixing the page.',
      date: '2026-08-22T07:48:00Z',
      replyTo: 0,
    },
  ],
};

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
