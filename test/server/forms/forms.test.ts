import { describe, expect, it } from 'vitest';
import {
  BACK_TO_PAGE,
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  FORM_FROM_ELSEWHERE,
  NEEDS_SCRIPT_TEXT,
  TERMS_NOT_ACCEPTED,
  needsScriptTitle,
  signupSent,
} from '@domain';
import { threadName } from '@domain/comments';
import { DEMO_PASSWORD, mailedToken } from '../support/identity';
import { useBackend } from '../support/use-backend';

describe('the form endpoints', () => {
  const backend = useBackend();
  const PASSWORD = 'litter-box-42';

  /** A form as the browser posts it: urlencoded, from a page of `origin`, redirects not followed. */
  const post = (path: string, fields: Record<string, string>, origin = backend.base, cookie = '') =>
    fetch(`${backend.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(origin && { Origin: origin }),
        ...(cookie && { Cookie: cookie }),
      },
      body: new URLSearchParams(fields).toString(),
    });

  /** Without JavaScript: the `_js=off` the form holds inside `<noscript>`. */
  const scriptless = (fields: Record<string, string>) => ({ ...fields, _js: 'off' });

  /** The loader's request on the page it was sent back to: the ticket, and the cookie if any. */
  const takeBack = (location: string, cookie: string, origin = backend.base) =>
    post(
      '/forms/held',
      { ticket: location.split('#mw-held=')[1] ?? '' },
      origin,
      cookie.split(';')[0],
    );

  const sendEarly = async (fields: Record<string, string>, origin?: string) => {
    const res = await post('/forms/login', fields, origin);
    return {
      res,
      location: res.headers.get('location') ?? '',
      cookie: res.headers.get('set-cookie') ?? '',
    };
  };

  const expectPage = async (res: Response, status: number, title: string, text: string) => {
    const html = await res.text();
    expect(res.status, html).toBe(status);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(text.replace(/'/g, '&#39;'));
    // The services' own page: no script runs on it.
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).not.toMatch(/<script/i);
    return html;
  };

  describe('the form endpoints, without JavaScript', () => {
    it('says a login needs JavaScript and leads back to the page', async () => {
      const res = await post(
        '/forms/login',
        scriptless({ email: 'reader@example.com', password: DEMO_PASSWORD, _page: '/auth/' }),
      );
      const html = await expectPage(res, 200, needsScriptTitle('login'), NEEDS_SCRIPT_TEXT);
      expect(html).toContain(`<a href="${backend.base}/auth/">${BACK_TO_PAGE}</a>`);
    });

    it('signs up and says to check the mail, as the widget does', async () => {
      const email = `nojs-signup-${Date.now()}@example.com`;
      const res = await post(
        '/forms/signup',
        scriptless({ name: 'Nojs', email, password: PASSWORD, terms: 'on', _page: '/auth/signup' }),
      );
      await expectPage(res, 200, 'Check your inbox', signupSent(email));
      expect((await mailedToken(backend, email, 'signup-confirmation')).token).toBeTruthy();
    });

    it('refuses a signup without the terms, naming the problem, and keeps nothing', async () => {
      const email = `nojs-terms-${Date.now()}@example.com`;
      const res = await post(
        '/forms/signup',
        scriptless({ name: 'Nojs', email, password: PASSWORD, _page: '/auth/signup' }),
      );
      await expectPage(res, 422, 'Not sent', `Terms: ${TERMS_NOT_ACCEPTED}`);
      await expect(mailedToken(backend, email, 'signup-confirmation')).rejects.toThrow();
    });

    it('mails a recovery link and goes to the confirmation page, no address in its address', async () => {
      const res = await post(
        '/forms/recovery',
        scriptless({
          email: 'reader@example.com',
          _page: '/auth/amnesia',
          _next: '/auth/confirmation/',
        }),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${backend.base}/auth/confirmation/`);
      expect(
        (await mailedToken(backend, 'reader@example.com', 'password-recovery')).token,
      ).toBeTruthy();
    });

    it('publishes a comment, or holds one with a link for a moderator', async () => {
      const page = '/articles/accessible-forms';
      const comment = (body: string) =>
        post(
          '/forms/comment',
          scriptless({
            author: 'No Script',
            email: 'noscript@example.com',
            twitter: '',
            body,
            _page: page,
            _thread: page,
          }),
        );
      await expectPage(
        await comment('Works without script.'),
        200,
        'Your comment',
        COMMENT_PUBLISHED,
      );
      const thread = (await (
        await fetch(`${backend.base}/comments/${threadName(page)}.json`)
      ).json()) as { body: string }[];
      expect(thread.map((c) => c.body).join('\n')).toContain('Works without script.');
      await expectPage(
        await comment('See https://example.com/'),
        200,
        'Your comment',
        COMMENT_HELD,
      );
    });

    it('says JavaScript is needed for a form that cannot work without it', async () => {
      const res = await post(
        '/forms/job-post',
        scriptless({ title: 'Cat herder', _page: '/jobs/' }),
      );
      await expectPage(res, 200, needsScriptTitle('job-post'), NEEDS_SCRIPT_TEXT);
    });
  });

  describe('a form sent before the page’s code ran', () => {
    const fields = {
      email: 'reader@example.com',
      password: DEMO_PASSWORD,
      remember: 'on',
      _page: '/auth/',
    };

    it('keeps it and sends the reader back to the page, which takes it once', async () => {
      const { res, location, cookie } = await sendEarly(fields);
      expect(res.status).toBe(303);
      expect(location).toMatch(
        new RegExp(`^${backend.base}/auth/#mw-held=held_[0-9a-f]{24}\\.[\\w-]{43}$`),
      );
      const id = /held_[0-9a-f]{24}/.exec(location)?.[0];
      expect(cookie).toBe(`mw-held=${id}; Path=/forms; Max-Age=120; HttpOnly; SameSite=Lax`);
      // What the database keeps is sealed under a key it does not keep.
      const rows = await backend.db.query<{ sealed: string }>('SELECT sealed FROM held_forms');
      for (const { sealed } of rows) {
        expect(sealed).not.toContain(DEMO_PASSWORD);
        expect(sealed).not.toContain('reader@');
      }

      const back = await takeBack(location, cookie);
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual({
        form: 'login',
        fields: [
          ['email', 'reader@example.com'],
          ['password', DEMO_PASSWORD],
          ['remember', 'on'],
        ],
        bound: true,
      });
      expect(back.headers.get('set-cookie')).toMatch(/^mw-held=; Path=\/forms; Max-Age=0/);
      expect(back.headers.get('cache-control')).toBe('no-store');
      // Once only.
      expect((await takeBack(location, cookie)).status).toBe(404);
    });

    it('gives a ticket without its cookie the form without its password, to send by hand', async () => {
      const { location } = await sendEarly(fields);
      const back = await takeBack(location, '');
      expect(await back.json()).toEqual({
        form: 'login',
        fields: [
          ['email', 'reader@example.com'],
          ['remember', 'on'],
        ],
        bound: false,
      });
    });

    it('gives nothing for a ticket with another key or none', async () => {
      const { location, cookie } = await sendEarly(fields);
      const forged = location.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`);
      expect((await takeBack(forged, cookie)).status).toBe(404);
      expect((await takeBack(location, cookie)).status).toBe(404);
      expect((await takeBack('', cookie)).status).toBe(404);
    });

    it('gives nothing once its two minutes are over', async () => {
      const { location, cookie } = await sendEarly(fields);
      backend.setNow(new Date(Date.now() + 121_000));
      try {
        expect((await takeBack(location, cookie)).status).toBe(404);
      } finally {
        backend.setNow(new Date());
      }
    });

    it('sends the reader back only to a path of the site', async () => {
      const { location } = await sendEarly({ ...fields, _page: '//evil.example/' });
      expect(location.startsWith(`${backend.base}/#mw-held=`)).toBe(true);
    });

    it('takes a form from a site allowed to call the services with a cross-site cookie', async () => {
      const { location, cookie } = await sendEarly(fields, 'http://widgets.test');
      expect(location.startsWith('http://widgets.test/auth/#mw-held=')).toBe(true);
      expect(cookie).toMatch(/SameSite=None; Secure$/);
    });
  });

  describe('forms from elsewhere', () => {
    it.each([
      ['another site', 'https://evil.example'],
      ['no origin', ''],
    ])('refuses a form sent from %s, keeping nothing', async (_label, origin) => {
      const before = await backend.db.query('SELECT id FROM held_forms');
      const res = await post('/forms/login', { email: 'a@b.c', password: 'x', _page: '/' }, origin);
      await expectPage(res, 403, 'Not sent', FORM_FROM_ELSEWHERE);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await backend.db.query('SELECT id FROM held_forms')).toHaveLength(before.length);
    });

    it('gives a held form to no other site', async () => {
      const { location, cookie } = await sendEarly({ email: 'a@b.c', password: 'x', _page: '/' });
      const res = await takeBack(location, cookie, 'https://evil.example');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ msg: FORM_FROM_ELSEWHERE });
    });

    it('knows only the widgets’ forms', async () => {
      const res = await post('/forms/toString', { _page: '/' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: 'No such form: toString' });
    });
  });
});
