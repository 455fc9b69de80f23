import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { bearer, form, json, login } from '../support/identity';
import type { Tokens } from '../support/identity';

interface Mail {
  readonly kind: string;
  readonly links: readonly { readonly url: string }[];
}

const OWNER_PASSWORD = 'owner-chose-this-1';
const STRANGER_PASSWORD = 'stranger-chose-this-1';
const MINUTE = 60_000;

// Someone who registers a victim's address before the victim does must get nothing from it:
// the password that works is decided by whoever proves the mailbox is theirs.
describe('hardening: account pre-hijacking', () => {
  let backend: TestBackend;
  let clock = Date.now();
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  /** Moves the backend's clock past the one-mail-a-minute rule. */
  const later = () => {
    clock += 2 * MINUTE;
    backend.setNow(new Date(clock));
  };

  const signup = async (email: string, password: string) => {
    const res = await fetch(`${backend.base}/identity/signup`, json('POST', { email, password }));
    expect(res.status).toBe(200);
  };

  const tokenLogin = (email: string, password: string) =>
    fetch(
      `${backend.base}/identity/token`,
      form({ grant_type: 'password', username: email, password }),
    );

  const refresh = (refreshToken: string) =>
    fetch(
      `${backend.base}/identity/token`,
      form({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );

  /** The newest mail to `email`, and the token and type its link carries. */
  const newestLink = async (email: string) => {
    const mails = (await (
      await fetch(`${backend.base}/_outbox.json?to=${encodeURIComponent(email)}`)
    ).json()) as Mail[];
    const fragment = new URLSearchParams(new URL(mails[0]?.links[0]?.url ?? '').hash.slice(1));
    const [[name, token] = []] = [...fragment.entries()];
    if (!name || !token) throw new Error(`no link mailed to ${email}`);
    return { type: name === 'confirmation_token' ? 'signup' : 'recovery', token };
  };

  /** Follows the newest link mailed to `email` (the address's owner proving it). */
  const followNewestLink = async (email: string) => {
    const link = await newestLink(email);
    const res = await fetch(`${backend.base}/identity/verify`, json('POST', link));
    expect(res.status).toBe(200);
    return (await res.json()) as Tokens;
  };

  const recover = async (email: string) => {
    const res = await fetch(`${backend.base}/identity/recover`, json('POST', { email }));
    expect(res.status).toBe(200);
  };

  const setPassword = async (session: Tokens, password: string) => {
    const res = await fetch(
      `${backend.base}/identity/user`,
      json('PUT', { password }, session.access_token),
    );
    expect(res.status).toBe(200);
  };

  it("a stranger's signup password never logs in once the owner recovered the address", async () => {
    const email = 'recovering-owner@example.com';
    await signup(email, STRANGER_PASSWORD);
    later();
    await recover(email);
    const owner = await followNewestLink(email);
    expect((await tokenLogin(email, STRANGER_PASSWORD)).status).toBe(400);
    // The owner's own choice is what works from then on.
    await setPassword(owner, OWNER_PASSWORD);
    expect((await tokenLogin(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await tokenLogin(email, STRANGER_PASSWORD)).status).toBe(400);
  });

  it("a stranger's repeated signup of a pending address does not hand them the account", async () => {
    const email = 'pending-owner@example.com';
    await signup(email, OWNER_PASSWORD);
    later();
    await signup(email, STRANGER_PASSWORD);
    const owner = await followNewestLink(email);
    expect((await tokenLogin(email, STRANGER_PASSWORD)).status).toBe(400);
    await setPassword(owner, OWNER_PASSWORD);
    expect((await tokenLogin(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await tokenLogin(email, STRANGER_PASSWORD)).status).toBe(400);
  });

  it('a repeated signup with another password leaves no password working through the first link', async () => {
    const email = 'first-link-owner@example.com';
    await signup(email, STRANGER_PASSWORD);
    const first = await newestLink(email);
    later();
    await signup(email, OWNER_PASSWORD);
    // The owner follows the older confirmation, the one the stranger's signup sent.
    const res = await fetch(`${backend.base}/identity/verify`, json('POST', first));
    expect(res.status).toBe(200);
    expect((await tokenLogin(email, STRANGER_PASSWORD)).status).toBe(400);
    expect((await tokenLogin(email, OWNER_PASSWORD)).status).toBe(400);
  });

  it('a signup repeated with the same password (a lost mail) confirms that password', async () => {
    const email = 'retrying-owner@example.com';
    await signup(email, OWNER_PASSWORD);
    later();
    await signup(email, OWNER_PASSWORD);
    expect((await newestLink(email)).type).toBe('signup');
    await followNewestLink(email);
    expect((await tokenLogin(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('a password recovery or change ends every other session', async () => {
    const email = 'many-sessions@example.com';
    await signup(email, OWNER_PASSWORD);
    await followNewestLink(email);
    const elsewhere = await login(backend, email, OWNER_PASSWORD);
    const here = await login(backend, email, OWNER_PASSWORD);

    // A change: the session that made it goes on, every other one ends, and the access
    // token it still holds (unexpired) opens neither the identity nor the site API.
    await setPassword(here, 'changed-password-2');
    expect((await refresh(elsewhere.refresh_token)).status).toBe(400);
    const taken = await fetch(
      `${backend.base}/identity/user`,
      json('PUT', { password: 'taken-back-3' }, elsewhere.access_token),
    );
    expect(taken.status).toBe(401);
    expect(await taken.json()).toMatchObject({ code: 401, msg: 'Session has ended' });
    const me = await fetch(`${backend.base}/site-api/me`, bearer(elsewhere.access_token));
    expect(me.status).toBe(401);
    expect((await fetch(`${backend.base}/identity/user`, bearer(here.access_token))).status).toBe(
      200,
    );
    const kept = await refresh(here.refresh_token);
    expect(kept.status).toBe(200);
    const current = (await kept.json()) as Tokens;

    // A recovery: the session the link opens is the only one left.
    later();
    await recover(email);
    const recovered = await followNewestLink(email);
    expect((await refresh(current.refresh_token)).status).toBe(400);
    expect((await refresh(recovered.refresh_token)).status).toBe(200);
  });
});
