import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { getCount, getThread, postComment } from '@api/comments';
import type { NewComment } from '@api/comments';
import { sanitiseCommentHtml } from '@api/sanitise';
import { defaultConfig } from '@config/config';
import {
  ApiError,
  COMMENTS_TIMEOUT_MS,
  COMMENT_EMPTY,
  DEFAULT_MESSAGE,
  EMAIL_EMPTY,
  EMAIL_INVALID,
  TWITTER_INVALID,
  URL_INVALID,
  connectionError,
  requestTimeoutError,
} from '@domain';
import { hangingFetch } from '../../support/fetch';

let base: string;
let api: string;
beforeAll(() => {
  const config = defaultConfig(inject('backendUrl'));
  base = config.commentsBase;
  api = config.commentsApi;
});

// The backend is shared by test files running in parallel: every write goes to a page of its own.
const newPage = () => `/articles/test-${Math.random().toString(36).slice(2, 10)}/`;

const comment = (overrides: Partial<NewComment> = {}): NewComment => ({
  author: 'Tess Tabby',
  email: 'tess@example.com',
  body: 'Lovely piece. The part on layers finally made it click for me.',
  ...overrides,
});

describe('reading threads from the reference backend', () => {
  it('reads a seeded thread and its count', async () => {
    const items = await getThread(base, '/articles/css-cascade-layers');
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      parent: null,
      author: 'Hana Kovač',
      verified: false,
      twitter: null,
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
      www: 'https://hana.example/',
      body: expect.stringContaining('<p>'),
      date: '2026-03-12T10:41:00.000Z',
    });
    expect(items[1]).toMatchObject({ parent: items[0]?.id, twitter: 'milo_member' });
    expect(await getCount(base, '/articles/css-cascade-layers/')).toBe(items.length);
  });

  it('an unknown thread is empty, not an error', async () => {
    const page = newPage();
    expect(await getThread(base, page)).toEqual([]);
    expect(await getCount(`${base}/`, page)).toBe(0);
  });
});

describe('posting comments to the reference backend', () => {
  it('publishes a plain comment at once, and the thread and count show it', async () => {
    const page = newPage();
    const result = await postComment(api, page, comment({ twitter: '@tess_t' }));
    expect(result).toEqual({
      status: 'published',
      comment: expect.objectContaining({
        author: 'Tess Tabby',
        twitter: 'tess_t',
        parent: null,
        verified: false,
        body: '<p>Lovely piece. The part on layers finally made it click for me.</p>',
      }),
    });
    if (result.status !== 'published') return;
    const reply = await postComment(
      `${api}/`,
      page.slice(0, -1),
      comment({ author: 'Milo', body: 'Same here!', parent: result.comment.id }),
    );
    expect(reply).toMatchObject({ status: 'published', comment: { parent: result.comment.id } });
    const items = await getThread(base, page);
    expect(items.map((c) => c.author)).toEqual(['Tess Tabby', 'Milo']);
    expect(await getCount(base, page)).toBe(2);
  });

  it('holds a comment with a link for moderation', async () => {
    const page = newPage();
    const held = await postComment(
      api,
      page,
      comment({ body: 'More on this at https://cats.example/layers', www: 'https://tess.example' }),
    );
    expect(held).toEqual({ status: 'pending' });
    expect(await getThread(base, page)).toEqual([]);
    expect(await getCount(base, page)).toBe(0);
  });

  it('sends JSON, and a member token as bearer authorization', async () => {
    const seen: Request[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(new Request(input, init));
      return fetch(input, init);
    };
    const page = newPage();
    await expect(
      postComment(api, page, comment(), 'not-a-token', { fetch: spy }),
    ).rejects.toMatchObject({ status: 401 });
    const [sent] = seen;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`${api}${page}`);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('authorization')).toBe('Bearer not-a-token');
    expect(await sent?.json()).toEqual(comment());
    expect(await getThread(base, page)).toEqual([]);
  });

  it.each([
    ['an empty email', { email: ' ' }, EMAIL_EMPTY],
    ['a malformed email', { email: 'tess-at-example' }, EMAIL_INVALID],
    ['a malformed handle', { twitter: 'not a handle!' }, TWITTER_INVALID],
    ['a malformed web address', { www: 'tess dot example' }, URL_INVALID],
    ['an empty body', { body: '<p> </p>' }, COMMENT_EMPTY],
  ])('refuses %s with the form message', async (_case, overrides, message) => {
    const page = newPage();
    const refused = postComment(api, page, comment(overrides));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 422, message });
    expect(await getCount(base, page)).toBe(0);
  });

  it('refuses a reply to a comment that does not exist', async () => {
    await expect(postComment(api, newPage(), comment({ parent: 999999999 }))).rejects.toMatchObject(
      { status: 422, message: expect.any(String) },
    );
  });
});

// Failures the reference backend cannot produce on demand.
describe('transport failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const answer =
    (body: string, status = 200): typeof fetch =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('times out after the default timeout', async () => {
    vi.useFakeTimers();
    const pending = getCount(base, '/a/', { fetch: hangingFetch() });
    const outcome = expect(pending).rejects.toEqual(requestTimeoutError(COMMENTS_TIMEOUT_MS));
    await vi.advanceTimersByTimeAsync(COMMENTS_TIMEOUT_MS);
    await outcome;
    await expect(pending).rejects.toMatchObject({ status: 500, code: 'request_error' });
  });

  it('times out after a given timeout, posting too', async () => {
    await expect(
      postComment(api, '/a/', comment(), undefined, { fetch: hangingFetch(), timeoutMs: 10 }),
    ).rejects.toMatchObject({ code: 'request_error', message: requestTimeoutError(10).message });
  });

  it('a dropped connection is a connection error', async () => {
    const dropped: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(getThread(base, '/a/', { fetch: dropped })).rejects.toEqual(connectionError());
  });

  it.each([
    ['a thread that is not JSON', () => getThread(base, '/a/', { fetch: answer('<html>') })],
    ['a thread that is not a list', () => getThread(base, '/a/', { fetch: answer('{}') })],
    ['a count without a number', () => getCount(base, '/a/', { fetch: answer('{"count":"2"}') })],
    [
      'an empty post answer',
      () => postComment(api, '/a/', comment(), undefined, { fetch: answer('') }),
    ],
  ])('%s is a connection error', async (_case, call) => {
    await expect(call()).rejects.toMatchObject({ code: 'connection_error', status: 200 });
  });

  it('an error page without a message gets the default message and the status', async () => {
    await expect(
      getThread(base, '/a/', { fetch: answer('<h1>Bad gateway</h1>', 502) }),
    ).rejects.toMatchObject({ status: 502, message: DEFAULT_MESSAGE });
  });
});

describe('sanitising comment bodies for the DOM', () => {
  it.each([
    ['a script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    [
      'an event handler',
      '<p onclick="alert(1)">Hi<img src="x" onerror="alert(1)"></p>',
      '<p>Hi</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['an encoded javascript: link', '<a href="java&#115;cript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">Hi</a>', '<a>Hi</a>'],
    [
      'a style and an iframe',
      '<p style="x">Hi</p><iframe src="https://x.example"></iframe>',
      '<p>Hi</p>',
    ],
    [
      'a web link (kept, with rel)',
      '<a href="https://cats.example/" title="t" target="_top">Cats</a>',
      '<a href="https://cats.example/" rel="nofollow ugc noopener">Cats</a>',
    ],
    [
      'the allowed markup',
      '<blockquote><p><em>a</em> <strong>b</strong> <code>c</code></p></blockquote><ul><li>d</li></ul>',
      '<blockquote><p><em>a</em> <strong>b</strong> <code>c</code></p></blockquote><ul><li>d</li></ul>',
    ],
  ])('removes %s', (_case, dirty, clean) => expect(sanitiseCommentHtml(dirty)).toBe(clean));

  it('escapes everything when there is no DOM to parse with', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    try {
      const { sanitiseCommentHtml: withoutDom } = await import('@api/sanitise');
      expect(withoutDom('<p onclick="x">Hi & bye</p>')).toBe(
        '&#60;p onclick=&#34;x&#34;&#62;Hi &#38; bye&#60;/p&#62;',
      );
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
