import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_EMPTY,
  EMAIL_EMPTY,
  EMAIL_INVALID,
  TWITTER_INVALID,
  URL_INVALID,
  threadName,
} from '@domain';
import { seedComments } from '@server/services/comments/seed';
import { ARTICLES } from '@server/services/search/articles';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import type { PublicComment } from '@server/services/comments/store';
import { DEMO_PASSWORD, json, login } from '../support/identity';

type Comment = PublicComment;

const md5 = (email: string) => createHash('md5').update(email).digest('hex');

// The demo magazine's own article pages and the thread each one reads.
const DEMO_ARTICLES = ['css-cascade-layers', 'accessible-forms', 'web-performance-budgets'];
const PAGE = '/articles/accessible-forms/';
const THREAD = threadName(PAGE);

const valid = {
  author: 'Ada Reader',
  email: 'ada@example.com',
  body: 'Thanks, this helped with our checkout form.',
};

describe('comments', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    // Dozens of comments in a second, each checked for its content: no flood to limit here
    // (test/server/hardening/throttles.test.ts checks the limit).
    backend = await startBackend({ commentLimits: { perClient: 1000, perEmail: 1000 } });
  });
  afterAll(() => backend.close());

  const thread = async (name: string) => {
    const res = await fetch(`${backend.base}/comments/${name}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as Comment[];
  };
  const count = async (name: string) => {
    const res = await fetch(`${backend.base}/comments/${name}.count.json`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };
  const post = (body: unknown, page = PAGE, token?: string) =>
    fetch(`${backend.base}/comments-api${page}`, json('POST', body, token));
  const published = async (body: unknown, page = PAGE, token?: string) => {
    const res = await post(body, page, token);
    expect(res.status).toBe(201);
    return ((await res.json()) as { status: string; comment: Comment }).comment;
  };

  describe('reading', () => {
    it('serves a seeded thread in the contract shape, oldest first, replies linked', async () => {
      const comments = await thread('articles-css-cascade-layers');
      expect(comments).toHaveLength(3);
      for (const c of comments) {
        expect(Object.keys(c).sort()).toEqual(
          ['author', 'body', 'date', 'id', 'md5', 'parent', 'twitter', 'verified', 'www'].sort(),
        );
        expect(c.date).toBe(new Date(c.date).toISOString());
        expect(c.md5).toMatch(/^[0-9a-f]{32}$/);
      }
      const [first, reply] = comments;
      expect(reply!.parent).toBe(first!.id);
      expect(first!.parent).toBeNull();
      expect(comments.map((c) => c.date)).toEqual([...comments.map((c) => c.date)].sort());
      // The email is never served, only its hash for the avatar.
      expect(JSON.stringify(comments)).not.toContain('@example.com');
      expect(reply!.md5).toBe(md5('member@example.com'));
    });

    it('shows the verified-member badge only on comments tied to a paying account', async () => {
      const comments = await thread('articles-css-cascade-layers');
      expect(comments.map((c) => [c.author, c.verified])).toEqual([
        ['Hana Kovač', false],
        ['Milo Member', true],
        ['Dev Patel', false],
      ]);
    });

    it.each(DEMO_ARTICLES)(
      'the thread of /articles/%s matches its comment count in search',
      async (slug) => {
        const name = threadName(`/articles/${slug}/`);
        const record = ARTICLES.find((a) => a.url === `/articles/${slug}`);
        expect(await count(name)).toBe(record!.commentCount);
        expect(await thread(name)).toHaveLength(record!.commentCount);
      },
    );

    it('answers [] and { count: 0 } for a thread nobody wrote in', async () => {
      expect(await thread('2026-03-no-such-article')).toEqual([]);
      expect(await count('2026-03-no-such-article')).toBe(0);
    });

    it('seeding twice adds nothing', async () => {
      const before = await count('articles-web-performance-budgets');
      await seedComments(backend.db);
      expect(await count('articles-web-performance-budgets')).toBe(before);
    });

    it.each([
      ['/comments/articles-accessible-forms.txt', 404],
      ['/comments/', 404],
      ['/comments/%E0%A4%A.json', 404],
    ])('%s is a %s with { msg }', async (path, status) => {
      const res = await fetch(`${backend.base}${path}`);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ msg: expect.any(String) });
    });

    it('takes no writes on the read side', async () => {
      const res = await fetch(
        `${backend.base}/comments/${THREAD}.json`,
        json('POST', { ...valid, body: 'Wrong door.' }),
      );
      expect(res.status).toBe(405);
      expect(await res.json()).toEqual({ msg: expect.any(String) });
    });
  });

  describe('posting', () => {
    it('publishes a comment without links at once, in the thread of the page path', async () => {
      const before = await count(THREAD);
      const comment = await published({
        ...valid,
        author: '  Ada \n Reader ',
        twitter: '@ada_reads',
        www: 'https://ada.example',
      });
      expect(comment).toMatchObject({
        parent: null,
        author: 'Ada Reader',
        verified: false,
        twitter: 'ada_reads',
        md5: md5('ada@example.com'),
        www: 'https://ada.example/',
        body: '<p>Thanks, this helped with our checkout form.</p>',
      });
      expect(await count(THREAD)).toBe(before + 1);
      expect((await thread(THREAD)).at(-1)).toEqual(comment);
    });

    it('files a path with or without its trailing slash under the same thread', async () => {
      const comment = await published(valid, '/articles/accessible-forms');
      expect((await thread(THREAD)).map((c) => c.id)).toContain(comment.id);
    });

    it('accepts replies to a published comment of the same thread only', async () => {
      const parent = await published(valid);
      const reply = await published({ ...valid, body: 'Seconded.', parent: parent.id });
      expect(reply.parent).toBe(parent.id);
      const asText = await published({ ...valid, body: 'Me too.', parent: String(parent.id) });
      expect(asText.parent).toBe(parent.id);

      const elsewhere = await post({ ...valid, parent: parent.id }, '/articles/css-cascade-layers');
      expect(elsewhere.status).toBe(422);
      expect(await elsewhere.json()).toEqual({ msg: expect.any(String) });
      const missing = await post({ ...valid, parent: 987_654_321 });
      expect(missing.status).toBe(422);
    });

    it('holds comments with links for moderation and does not serve them', async () => {
      const before = await thread(THREAD);
      for (const body of [
        'Great read, see also <a href="https://spam.example/pills">this</a>.',
        'More at https://spam.example/pills',
        'More at www.spam.example',
      ]) {
        const res = await post({ ...valid, body });
        expect(res.status).toBe(202);
        expect(await res.json()).toEqual({ status: 'pending' });
      }
      expect(await thread(THREAD)).toEqual(before);
      expect(await count(THREAD)).toBe(before.length);

      // Nor can anyone reply to a held comment, which would reveal it.
      const [held] = await backend.db.query<{ id: string }>(
        "SELECT id FROM comments WHERE status = 'pending' LIMIT 1",
      );
      const reply = await post({ ...valid, parent: Number(held!.id) });
      expect(reply.status).toBe(422);
    });

    it('ties a comment to a member only with their token and their own address', async () => {
      const { access_token } = await login(backend, 'member@example.com', DEMO_PASSWORD);
      const mine = { ...valid, author: 'Milo Member', email: 'Member@Example.com' };
      expect((await published(mine, PAGE, access_token)).verified).toBe(true);
      // Typing a member's address proves nothing...
      expect((await published(mine)).verified).toBe(false);
      // ...and a member's token does not vouch for someone else's address.
      expect((await published(valid, PAGE, access_token)).verified).toBe(false);

      const forged = await post(mine, PAGE, 'not-a-token');
      expect(forged.status).toBe(401);
      expect(await forged.json()).toEqual({ msg: expect.any(String) });
    });
  });

  describe('sanitising', () => {
    const bodyOf = async (body: string) => (await published({ ...valid, body })).body;

    it('shows script and other unknown tags as text, never as markup', async () => {
      const body = await bodyOf('Try <script>alert(1)</script> and <img src=x onerror=alert(1)>');
      expect(body).not.toMatch(/<script|<img/i);
      expect(body).toBe(
        '<p>Try &#60;script&#62;alert(1)&#60;/script&#62; and &#60;img src=x onerror=alert(1)&#62;</p>',
      );
    });

    it('drops javascript: and other non-web hrefs but keeps the link text', async () => {
      for (const href of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'java&#115;cript:alert(1)',
        'jav&#x09;ascript:alert(1)',
        ' javascript:alert(1)',
        'data:text/html,<b>x</b>',
        '&#x110000;',
      ]) {
        const body = await bodyOf(`<a href="${href}" onclick="alert(1)">click me</a>`);
        expect(body).toBe('<p>click me</p>');
      }
    });

    it('keeps the allowed elements, without attributes, and balances them', async () => {
      expect(
        await bodyOf(
          '<p style="color:red" class="x">One <em>two <strong>three</em></p><ul><li>a<li>b',
        ),
      ).toBe('<p>One <em>two <strong>three</strong></em></p><ul><li>a</li><li>b</li></ul>');
      expect(await bodyOf('Line one\n\nLine two & <code>&lt;label&gt;</code>')).toBe(
        '<p>Line one</p>\n<p>Line two &#38; <code>&lt;label&gt;</code></p>',
      );
    });

    it('rewrites a held link to a plain, nofollow link', async () => {
      const res = await post({
        ...valid,
        body: '<a href="https://ok.example/?a=1&b=2" onmouseover="x" target="_top">ok</a>',
      });
      expect(res.status).toBe(202);
      const [row] = await backend.db.query<{ body: string }>(
        "SELECT body FROM comments WHERE status = 'pending' ORDER BY id DESC LIMIT 1",
      );
      expect(row!.body).toBe(
        '<p><a href="https://ok.example/?a=1&#38;b=2" rel="nofollow ugc noopener">ok</a></p>',
      );
    });
  });

  describe('bad input is a 4xx with { msg }, never a 500', () => {
    const raw = (body: string, page = PAGE) =>
      fetch(`${backend.base}/comments-api${page}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const rows = async () =>
      (await backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments'))[0]!.n;
    let before: number;
    beforeAll(async () => {
      before = await rows();
    });
    const refused = async (res: Response, status: number, msg?: string) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { msg: string };
      expect(Object.keys(body)).toEqual(['msg']);
      expect(body.msg).toEqual(msg ?? expect.any(String));
    };

    it.each([
      ['malformed JSON', '{"author": "Ada",'],
      ['an array', '[]'],
      ['null', 'null'],
      ['a string', '"hello"'],
    ])('%s', async (_what, body) => refused(await raw(body), 400));

    it.each([
      ['author as a number', { author: 5 }],
      ['email as an object', { email: { address: 'ada@example.com' } }],
      ['body as an array', { body: ['hi'] }],
      ['www as a number', { www: 42 }],
      ['parent as words', { parent: 'first' }],
      ['parent as a fraction', { parent: 1.5 }],
      ['parent past bigint', { parent: 1e20 }],
      ['parent as a long string', { parent: '99999999999999999999' }],
    ])('wrong type: %s', async (_what, patch) => refused(await post({ ...valid, ...patch }), 400));

    it.each([
      ['author', { author: undefined }, undefined],
      ['author (blank)', { author: '   ' }, undefined],
      ['email', { email: undefined }, EMAIL_EMPTY],
      ['body', { body: undefined }, COMMENT_EMPTY],
      ['body (markup only)', { body: '<p> </p><em></em>' }, COMMENT_EMPTY],
    ])('missing %s', async (_what, patch, msg) =>
      refused(await post({ ...valid, ...patch }), 422, msg),
    );

    it.each([
      ['email', { email: 'ada-at-example.com' }, EMAIL_INVALID],
      ['twitter handle', { twitter: '@this_handle_is_too_long' }, TWITTER_INVALID],
      ['web address', { www: 'javascript:alert(1)' }, URL_INVALID],
      ['web address (broken)', { www: 'https://[oops.example' }, URL_INVALID],
    ])('invalid %s', async (_what, patch, msg) =>
      refused(await post({ ...valid, ...patch }), 422, msg),
    );

    it('an oversized body or name', async () => {
      await refused(await post({ ...valid, body: 'x'.repeat(10_001) }), 400);
      await refused(await post({ ...valid, author: 'A'.repeat(101) }), 400);
    });

    it.each([
      ['no page', '', 404],
      ['the root', '/', 404],
      ['a climb out', '/articles%2F..%2F..%2Fetc', 404],
      ['odd characters', '/articles/<script>', 404],
      ['a malformed escape', '/articles/%E0%A4%A', 400],
    ])('a page path with %s', async (_what, page, status) =>
      refused(await post(valid, page), status),
    );

    it('another method', async () => {
      await refused(await fetch(`${backend.base}/comments-api${PAGE}`), 405);
    });

    it('stored nothing for any of it', async () => {
      expect(await rows()).toBe(before);
    });
  });
});
