import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { useBackend } from '../support/use-backend';
import { DEMO_PASSWORD, form, json, login, mailedToken } from '../support/identity';
import type { Tokens } from '../support/identity';

describe('identity: signup, confirmation and login', () => {
  const backend = useBackend();
  const url = (path: string) => `${backend.base}/identity${path}`;

  it('serves the settings', async () => {
    const res = await fetch(url('/settings'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { external: Record<string, boolean> };
    expect(body).toMatchObject({ disable_signup: false, autoconfirm: false });
    expect(Object.values(body.external).every((v) => v === false)).toBe(true);
  });

  it('signs up, refuses login until confirmed, confirms with the mailed token', async () => {
    const res = await fetch(
      url('/signup'),
      json('POST', { email: 'New@Example.com', password: 'kitten-42', data: { full_name: 'Nu' } }),
    );
    expect(res.status).toBe(200);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: 'new@example.com',
      confirmed_at: null,
      user_metadata: { full_name: 'Nu' },
    });
    expect(user.confirmation_sent_at).toEqual(expect.any(String));
    expect(JSON.stringify(user)).not.toMatch(/password|token/);

    const early = await fetch(
      url('/token'),
      form({ grant_type: 'password', username: 'new@example.com', password: 'kitten-42' }),
    );
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Email not confirmed',
    });

    const { token, url: link } = await mailedToken(
      backend,
      'new@example.com',
      'signup-confirmation',
    );
    expect(link).toBe(`${backend.base}/membership/#confirmation_token=${token}`);
    const verified = await fetch(url('/verify'), json('POST', { type: 'signup', token }));
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as Tokens;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ email: 'new@example.com', aud: 'authenticated' });
    expect(claims.sub).toEqual(expect.any(String));
    expect(claims.user_metadata).toEqual({ full_name: 'Nu' });
    expect(claims.exp! - claims.iat!).toBe(3600);

    // The token is spent.
    const again = await fetch(url('/verify'), json('POST', { type: 'signup', token }));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: 404, msg: 'User not found' });

    const tokens = await login(backend, 'NEW@example.com', 'kitten-42');
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('refuses a second signup of a confirmed address, and a repeat within a minute', async () => {
    const taken = await fetch(
      url('/signup'),
      json('POST', { email: 'member@example.com', password: 'whatever1' }),
    );
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ code: 422 });
    await fetch(url('/signup'), json('POST', { email: 'twice@example.com', password: 'abcdef' }));
    const repeat = await fetch(
      url('/signup'),
      json('POST', { email: 'twice@example.com', password: 'abcdef' }),
    );
    expect(repeat.status).toBe(429);
  });

  it('checks email and password on signup', async () => {
    const cases: [unknown, number][] = [
      [{ email: 'not-an-email', password: 'abcdef' }, 422],
      [{ email: 'short@example.com', password: 'abc' }, 422],
      [{ email: 'x@example.com' }, 400],
      [{ email: 42, password: 'abcdef' }, 400],
      [{ email: 'x@example.com', password: 'abcdef', data: 'nope' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await fetch(url('/signup'), json('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = (await res.json()) as { code: number; msg: string };
      expect(answer.code).toBe(status);
      expect(answer.msg).toEqual(expect.any(String));
    }
    const malformed = await fetch(url('/signup'), json('POST', '{"email":'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 400, msg: 'Malformed JSON body' });
  });

  it('refuses wrong passwords and unknown emails alike', async () => {
    for (const [username, password] of [
      ['member@example.com', 'wrong password'],
      ['nobody@example.com', DEMO_PASSWORD],
    ]) {
      const res = await fetch(
        url('/token'),
        form({ grant_type: 'password', username: username!, password: password! }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'No user found with that email, or password invalid.',
      });
    }
  });

  it('answers 400 in the token shape for bad grant requests', async () => {
    const unsupported = await fetch(url('/token'), form({ grant_type: 'client_credentials' }));
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await fetch(url('/token'), form({ grant_type: 'password' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('slows down a password guesser with 429', async () => {
    const guess = () =>
      fetch(
        url('/token'),
        form({ grant_type: 'password', username: 'reader@example.com', password: 'guess' }),
      );
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(400);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'too_many_requests' });
    backend.setNow(new Date(Date.now() + 16 * 60_000));
    expect((await login(backend, 'reader@example.com', DEMO_PASSWORD)).access_token).toBeTruthy();
    backend.setNow(new Date());
  });
});
