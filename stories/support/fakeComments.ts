import type { Comment } from '@api/comments';
import { installFakeSiteApi, STORY_SITE } from './fakeSiteApi';

/** A comment as the thread files serve it. */
export type StoryComment = Comment;

/** How the fake comments service answers reads; and what it does with a new comment. */
export type CommentsMode = 'ok' | 'slow' | 'down';
export type PostMode = 'publish' | 'hold' | 'refuse';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The comments service for stories (Storybook has no backend): the thread and its count from
 * `items`, a new comment published, held or refused. Returns the cleanup that gives the page
 * its own fetch back (a story's beforeEach returns it).
 */
export function installFakeComments(
  items: readonly StoryComment[],
  mode: CommentsMode = 'ok',
  posting: PostMode = 'publish',
): () => void {
  installFakeSiteApi({});
  const real = globalThis.fetch;
  let nextId = 1000;
  const fake: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(`${STORY_SITE}/comments`)) return real(input, init);
    if (mode === 'slow') return new Promise<Response>(() => undefined);
    if (mode === 'down') return new Response(null, { status: 503 });
    if (url.startsWith(`${STORY_SITE}/comments-api/`)) {
      if (posting === 'refuse') return json(503, { msg: 'Service unavailable' });
      if (posting === 'hold') return json(202, { status: 'pending' });
      const sent = JSON.parse(String(init?.body)) as {
        author: string;
        body: string;
        parent?: number;
      };
      nextId += 1;
      return json(201, {
        status: 'published',
        comment: {
          id: nextId,
          parent: sent.parent ?? null,
          author: sent.author,
          verified: false,
          twitter: null,
          // The stories post as tess@example.com: her avatar is among the stories' files.
          md5: 'ae92968fd787f8a2f37baa9e59cb6b0b',
          www: null,
          body: `<p>${sent.body.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
          date: new Date().toISOString(),
        },
      });
    }
    return url.endsWith('.count.json') ? json(200, { count: items.length }) : json(200, items);
  };
  globalThis.fetch = fake;
  return () => {
    globalThis.fetch = real;
  };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A short thread: a question, a member's answer to it, another comment. */
export const STORY_THREAD: readonly StoryComment[] = [
  {
    id: 1,
    parent: null,
    author: 'Hana Kovač',
    verified: false,
    twitter: null,
    md5: '1f3870be274f6c49b3e31a0c6728957f',
    www: 'https://hana.example/',
    body: '<p>We moved about 400 components to layers last quarter, one batch at a time.</p>',
    date: daysAgo(9),
  },
  {
    id: 2,
    parent: 1,
    author: 'Milo Member',
    verified: true,
    twitter: 'milo_member',
    md5: '8f14e45fceea167a5a36dedd4bea2543',
    www: null,
    body: '<p>Same here. Import vendor CSS with <code>layer(vendor)</code> and the surprises stop.</p>',
    date: daysAgo(8),
  },
  {
    id: 3,
    parent: null,
    author: 'Dev Patel',
    verified: false,
    twitter: null,
    md5: 'c9f0f895fb98ab9159f51fd0297e236d',
    www: null,
    body: '<p>Does the order statement have to come first?</p>',
    date: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  },
];

/** A story's `beforeEach` with the comments service holding `items` (see installFakeComments). */
export const withThread =
  (items: readonly StoryComment[], mode: CommentsMode = 'ok', posting: PostMode = 'publish') =>
  (): (() => void) =>
    installFakeComments(items, mode, posting);
