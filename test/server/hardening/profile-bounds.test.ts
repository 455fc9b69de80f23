import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal } from '../support/shapes';
import { bearer, form, json, login, newMember } from '../support/identity';

const PASSWORD = 'purr-purr-42';
const KB = 1024;

/** The claims of an access token, read without checking its signature. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    user_metadata: Record<string, unknown>;
  };

// A member's profile metadata goes into every access token: unbounded, 40 updates of 240 KB
// made logins take seconds and a token of megabytes that every later call refused (431), the
// member locked out of their own account. It is bounded per key, in keys and in all.
describe('hardening: a member profile stays small enough for a token', { timeout: 30_000 }, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const update = (token: string, data: Record<string, unknown>) =>
    fetch(`${backend.base}/identity/user`, json('PUT', { data }, token));
  const expectTooLarge = async (res: Response, words: RegExp) => {
    const text = await res.text();
    expectRefusal('/identity/user', res.status, text, 422);
    expect((JSON.parse(text) as { msg: string }).msg).toMatch(words);
  };
  const metadataOf = async (token: string) =>
    (
      (await (await fetch(`${backend.base}/identity/user`, bearer(token))).json()) as {
        user_metadata: Record<string, unknown>;
      }
    ).user_metadata;

  it('refuses one key of 240 KB, keeps what was there, and the token stays small', async () => {
    const { access_token } = await newMember(backend, 'big-key@example.com', PASSWORD);
    expect((await update(access_token, { full_name: 'Big Key' })).status).toBe(200);
    await expectTooLarge(await update(access_token, { notes: 'x'.repeat(240 * KB) }), /2 KB/);
    expect(await metadataOf(access_token)).toEqual({ full_name: 'Big Key' });
    const again = await login(backend, 'big-key@example.com', PASSWORD);
    expect(again.access_token.length).toBeLessThan(2 * KB);
  });

  it('refuses more than 20 keys, and a long key name', async () => {
    const { access_token } = await newMember(backend, 'many-keys@example.com', PASSWORD);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, n) => [`key${n}`, n]));
    await expectTooLarge(await update(access_token, many), /20 keys/);
    await expectTooLarge(await update(access_token, { ['k'.repeat(65)]: 1 }), /64 characters/);
    expect(await metadataOf(access_token)).toEqual({});
  });

  it('refuses what grows the profile past 4 KB in all, over several updates', async () => {
    const { access_token } = await newMember(backend, 'growing@example.com', PASSWORD);
    const answers = [];
    for (let n = 0; n < 8; n++) {
      answers.push((await update(access_token, { [`part${n}`]: 'y'.repeat(900) })).status);
    }
    expect(answers.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(4)).toEqual([422, 422, 422, 422]);
    const kept = await metadataOf(access_token);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(4 * KB);
    // A key removed (null, as GoTrue merges) makes room again.
    expect((await update(access_token, { part0: null, part4: 'z' })).status).toBe(200);
  });

  it('refuses an oversized profile at signup too', async () => {
    const res = await fetch(
      `${backend.base}/identity/signup`,
      json('POST', {
        email: 'signup-data@example.com',
        password: PASSWORD,
        data: { bio: 'b'.repeat(5 * KB) },
      }),
    );
    await expectTooLarge(res, /2 KB/);
  });

  it('logs in a member whose profile was stored past the bounds, with a bounded token', async () => {
    await newMember(backend, 'stored-before@example.com', PASSWORD);
    const huge = Object.fromEntries(
      Array.from({ length: 40 }, (_, n) => [`old${n}`, 'o'.repeat(10 * KB)]),
    );
    await backend.db.query(
      `UPDATE identity_users SET user_metadata = $1 || jsonb_build_object('full_name', 'Kept')
       WHERE email = $2`,
      [JSON.stringify(huge), 'stored-before@example.com'],
    );
    const res = await fetch(
      `${backend.base}/identity/token`,
      form({ grant_type: 'password', username: 'stored-before@example.com', password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    expect(access_token.length).toBeLessThan(8 * KB);
    const carried = claimsOf(access_token).user_metadata;
    expect(Buffer.byteLength(JSON.stringify(carried))).toBeLessThanOrEqual(4 * KB);
    expect(carried.full_name).toBe('Kept');
    // The token works for the calls that follow, and the member can shrink the profile.
    const cleared = Object.fromEntries(Object.keys(huge).map((key) => [key, null]));
    const shrunk = await update(access_token, cleared);
    expect(shrunk.status).toBe(200);
    expect(await metadataOf(access_token)).toEqual({ full_name: 'Kept' });
  });
});
