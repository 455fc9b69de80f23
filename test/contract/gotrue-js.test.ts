import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import GoTrue from 'gotrue-js';
import { EMAIL_INVALID } from '@domain';
import { startBackend } from '../server/harness';
import type { TestBackend } from '../server/harness';
import { mailedToken } from '../server/support/identity';

// The real published client against the reference identity service. In Node it keeps the
// session in memory only (it touches localStorage only when `window` exists).
describe('contract: gotrue-js against /identity', () => {
  let backend: TestBackend;
  let auth: GoTrue;
  beforeAll(async () => {
    backend = await startBackend();
    // The client warns about plain http, rightly, but the test server is local.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    auth = new GoTrue({ APIUrl: `${backend.base}/identity`, setCookie: false });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await backend.close();
  });

  it('reads the settings', async () => {
    expect(await auth.settings()).toMatchObject({ disable_signup: false, autoconfirm: false });
  });

  it('signs up, confirms with the outbox token, logs in, refreshes, updates, logs out', async () => {
    const signup = await auth.signup('gotrue@example.com', 'whiskers-7', { full_name: 'Go True' });
    expect(signup.email).toBe('gotrue@example.com');
    expect(signup.confirmation_sent_at).toEqual(expect.any(String));

    await expect(auth.login('gotrue@example.com', 'whiskers-7')).rejects.toThrow(
      'invalid_grant: Email not confirmed',
    );

    const { token } = await mailedToken(backend, 'gotrue@example.com', 'signup-confirmation');
    const confirmed = await auth.confirm(token);
    expect(confirmed.email).toBe('gotrue@example.com');
    expect(confirmed.confirmed_at).toEqual(expect.any(String));

    const user = await auth.login('gotrue@example.com', 'whiskers-7');
    expect(user.user_metadata).toEqual({ full_name: 'Go True' });
    const first = user.tokenDetails()!;
    expect(first.expires_at).toBeGreaterThan(Date.now() + 3500_000);

    const refreshed = await user.jwt(true);
    expect(refreshed).toEqual(expect.any(String));
    expect(user.tokenDetails()!.refresh_token).not.toBe(first.refresh_token);

    const updated = await user.update({ data: { city: 'Lisbon' } });
    expect(updated.user_metadata).toEqual({ full_name: 'Go True', city: 'Lisbon' });

    const fresh = await user.getUserData();
    expect(fresh.email).toBe('gotrue@example.com');

    const refreshToken = user.tokenDetails()!.refresh_token;
    await user.logout();
    expect(user.tokenDetails()).toBeNull();
    const res = await fetch(`${backend.base}/identity/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${refreshToken}`,
    });
    expect(res.status).toBe(400);
  });

  it('recovers a password through the client', async () => {
    await auth.requestPasswordRecovery('member@example.com');
    const { token } = await mailedToken(backend, 'member@example.com', 'password-recovery');
    const user = await auth.recover(token);
    expect(user.email).toBe('member@example.com');
    await user.update({ password: 'a new start' });
    expect((await auth.login('member@example.com', 'a new start')).email).toBe(
      'member@example.com',
    );
  });

  it('surfaces the server message of a failed call', async () => {
    await expect(auth.signup('bad', 'whiskers-7')).rejects.toThrow(EMAIL_INVALID);
    await expect(auth.login('member@example.com', 'nope')).rejects.toThrow(
      'invalid_grant: No user found with that email, or password invalid.',
    );
  });
});
