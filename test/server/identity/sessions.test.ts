import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { useBackend } from '../support/use-backend';
import {
  DEMO_PASSWORD,
  bearer,
  form,
  json,
  login,
  mailedToken,
  newMember,
} from '../support/identity';
import type { Tokens } from '../support/identity';

describe('identity: sessions, user updates, recovery and logout', () => {
  const backend = useBackend();
  const url = (path: string) => `${backend.base}/identity${path}`;

  const refresh = (token: string) =>
    fetch(url('/token'), form({ grant_type: 'refresh_token', refresh_token: token }));

  it('rotates refresh tokens and ends the chain when a spent one comes back', async () => {
    const first = await login(backend, 'reader@example.com', DEMO_PASSWORD);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid Refresh Token',
    });
    // The replay revoked the newer token too.
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await refresh('made-up')).status).toBe(400);
  });

  it('expires access tokens after an hour; a refresh gives a working one', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    backend.setNow(start);
    const tokens = await login(backend, 'member@example.com', DEMO_PASSWORD);
    expect((await fetch(url('/user'), bearer(tokens.access_token))).status).toBe(200);
    backend.setNow(new Date(start.getTime() + 3601_000));
    const expired = await fetch(url('/user'), bearer(tokens.access_token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 401, msg: 'Token has expired' });
    const renewed = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect((await fetch(url('/user'), bearer(renewed.access_token))).status).toBe(200);
    // Refresh tokens expire too (30 days).
    backend.setNow(new Date(start.getTime() + 31 * 86_400_000));
    expect((await refresh(renewed.refresh_token)).status).toBe(400);
    backend.setNow(new Date());
  });

  it('refuses missing, malformed and forged tokens with 401', async () => {
    const missing = await fetch(url('/user'));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 401,
      msg: 'This endpoint requires a Bearer token',
    });
    expect((await fetch(url('/user'), bearer('not.a.jwt'))).status).toBe(401);
    const forged = await new SignJWT({ email: 'member@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new Uint8Array(32).fill(1));
    const res = await fetch(url('/user'), bearer(forged));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, msg: 'Invalid token' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    expect((await fetch(url('/user'), bearer(none))).status).toBe(401);
  });

  it('gets and updates the user: metadata merge and password change', async () => {
    const tokens = await login(backend, 'smashing@example.com', DEMO_PASSWORD);
    const me = (await (await fetch(url('/user'), bearer(tokens.access_token))).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      email: 'smashing@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { roles: ['editor'], subscription: { plan: 'smashing', type: 'yearly' } },
      user_metadata: { full_name: 'Sam Smashing' },
    });
    const put = await fetch(
      url('/user'),
      json('PUT', { data: { city: 'Freiburg', full_name: null } }, tokens.access_token),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ user_metadata: { city: 'Freiburg' } });

    const short = await fetch(url('/user'), json('PUT', { password: 'abc' }, tokens.access_token));
    expect(short.status).toBe(422);
    const changed = await fetch(
      url('/user'),
      json('PUT', { password: 'a brand new one' }, tokens.access_token),
    );
    expect(changed.status).toBe(200);
    expect(
      (await login(backend, 'smashing@example.com', 'a brand new one')).access_token,
    ).toBeTruthy();
    const wrongType = await fetch(url('/user'), json('PUT', { data: [1] }, tokens.access_token));
    expect(wrongType.status).toBe(400);
    // app_metadata is not the member's to change.
    await fetch(
      url('/user'),
      json('PUT', { app_metadata: { roles: ['admin'] } }, tokens.access_token),
    );
    const after = (await (await fetch(url('/user'), bearer(tokens.access_token))).json()) as {
      app_metadata: { roles: string[] };
    };
    expect(after.app_metadata.roles).toEqual(['editor']);
  });

  it('changes the email only once the mailed token comes back', async () => {
    const tokens = await login(backend, 'reader@example.com', DEMO_PASSWORD);
    const start = await fetch(
      url('/user'),
      json('PUT', { email: 'Rita@Example.org' }, tokens.access_token),
    );
    expect(start.status).toBe(200);
    const pending = (await start.json()) as Record<string, unknown>;
    expect(pending).toMatchObject({ email: 'reader@example.com', new_email: 'rita@example.org' });
    expect(pending.email_change_sent_at).toEqual(expect.any(String));
    const { token, url: link } = await mailedToken(backend, 'rita@example.org', 'email-change');
    expect(link).toBe(`${backend.base}/membership/personal#email_change_token=${token}`);

    const wrong = await fetch(
      url('/user'),
      json('PUT', { email_change_token: 'nope' }, tokens.access_token),
    );
    expect(wrong.status).toBe(403);
    const taken = await fetch(
      url('/user'),
      json('PUT', { email: 'member@example.com' }, tokens.access_token),
    );
    expect(taken.status).toBe(422);
    const done = await fetch(
      url('/user'),
      json('PUT', { email_change_token: token }, tokens.access_token),
    );
    expect(done.status).toBe(200);
    const user = (await done.json()) as Record<string, unknown>;
    expect(user.email).toBe('rita@example.org');
    expect(user.new_email).toBeUndefined();
    expect((await login(backend, 'rita@example.org', DEMO_PASSWORD)).access_token).toBeTruthy();
  });

  it('recovers a password: same answer for unknown addresses, link logs in once', async () => {
    for (const email of ['member@example.com', 'nobody@example.com']) {
      const res = await fetch(url('/recover'), json('POST', { email }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
    const outbox = (await (
      await fetch(`${backend.base}/_outbox.json?to=nobody@example.com`)
    ).json()) as unknown[];
    expect(outbox).toEqual([]);
    const { token, url: link } = await mailedToken(
      backend,
      'member@example.com',
      'password-recovery',
    );
    expect(link).toBe(`${backend.base}/membership/recover-password#recovery_token=${token}`);
    const res = await fetch(url('/verify'), json('POST', { type: 'recovery', token }));
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Tokens;
    await fetch(url('/user'), json('PUT', { password: 'recovered!' }, tokens.access_token));
    expect((await login(backend, 'member@example.com', 'recovered!')).access_token).toBeTruthy();
    expect((await fetch(url('/verify'), json('POST', { type: 'recovery', token }))).status).toBe(
      404,
    );
    const badType = await fetch(url('/verify'), json('POST', { type: 'invite', token }));
    expect(badType.status).toBe(400);
  });

  it('refuses an expired recovery link', async () => {
    const start = new Date('2031-05-01T08:00:00Z');
    backend.setNow(start);
    await fetch(url('/recover'), json('POST', { email: 'smashing@example.com' }));
    const { token } = await mailedToken(backend, 'smashing@example.com', 'password-recovery');
    backend.setNow(new Date(start.getTime() + 61 * 60_000));
    const res = await fetch(url('/verify'), json('POST', { type: 'recovery', token }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 403 });
    backend.setNow(new Date());
  });

  it('logs out: 204, and the refresh token is dead', async () => {
    const tokens = await newMember(backend, 'leaving@example.com');
    const res = await fetch(url('/logout'), { method: 'POST', ...bearer(tokens.access_token) });
    expect(res.status).toBe(204);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await fetch(url('/logout'), { method: 'POST' })).status).toBe(401);
  });

  it('answers unknown routes and methods in its own shape, and refuses oversized bodies', async () => {
    const unknown = await fetch(url('/nope'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
    const method = await fetch(url('/settings'), { method: 'DELETE' });
    expect(method.status).toBe(405);
    const big = await fetch(
      url('/signup'),
      json('POST', { email: 'big@example.com', password: 'x'.repeat(300_000) }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 413 });
  });
});
