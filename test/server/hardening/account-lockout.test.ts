import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { fetchFrom } from '../support/from-address';
import { DEMO_PASSWORD, form } from '../support/identity';
import { STORE_AUTH } from '../support/store-client';

const OWNER = '127.0.0.1';
const STRANGER = '127.0.0.2';
const NEW_DEVICE = '127.0.0.3';
/** Many machines of one guesser: each stays under its own limits. */
const BOTNET = Array.from({ length: 10 }, (_, n) => `127.0.0.${10 + n}`);

// A stranger's wrong passwords slow the stranger down, never the account's owner: logins are
// throttled per account and client, per client, and per account from all clients, and the
// last never holds back a client that logged in to the account before (GoTrue's and OWASP's
// advice against a lock anyone can trigger).
// Each test judges dozens of passwords (a tenth of a second each, more on a loaded runner).
describe('hardening: nobody locks another person out of their account', { timeout: 60_000 }, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const token = (from: string, username: string, password: string) =>
    fetchFrom(from)(
      `${backend.base}/identity/token`,
      form({ grant_type: 'password', username, password }),
    ).then((res) => res.status);
  const storeLogin = async (from: string, email: string, password: string) => {
    const res = await fetchFrom(from)(`${backend.base}/api/account/login`, {
      method: 'POST',
      headers: { ...STORE_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as { email?: string } | null;
    // The hosted store answers a wrong password with null, a right one with the account.
    return res.status === 200 ? (body?.email ? 'in' : 'wrong') : res.status;
  };

  it("identity: a stranger's ten wrong passwords leave the owner's right one working", async () => {
    const statuses = [];
    for (let n = 0; n < 12; n++)
      statuses.push(await token(STRANGER, 'reader@example.com', `x${n}`));
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    expect(await token(OWNER, 'reader@example.com', DEMO_PASSWORD)).toBe(200);
    // The stranger stays held back, even with the right password.
    expect(await token(STRANGER, 'reader@example.com', DEMO_PASSWORD)).toBe(429);
  });

  it("store: a stranger's ten wrong passwords leave the owner's right one working", async () => {
    const email = 'shopper@example.com';
    const password = 'shoppers-password';
    const signup = await fetchFrom(OWNER)(`${backend.base}/api/account`, {
      method: 'POST',
      headers: { ...STORE_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signup.status).toBe(200);
    const answers = [];
    for (let n = 0; n < 12; n++) answers.push(await storeLogin(STRANGER, email, `x${n}`));
    expect(answers).toEqual([...Array<string>(10).fill('wrong'), 429, 429]);
    expect(await storeLogin(OWNER, email, password)).toBe('in');
  });

  it('identity: one client guessing many accounts is held back after 30', async () => {
    const guesser = '127.0.0.4';
    const statuses = [];
    for (let n = 0; n < 31; n++)
      statuses.push(await token(guesser, `nobody-${n}@example.com`, 'x'));
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a guess spread over many machines holds back new devices, never a known one', async () => {
    const account = 'member@example.com';
    // The owner's device logged in before the attack.
    expect(await token(OWNER, account, DEMO_PASSWORD)).toBe(200);
    for (const machine of BOTNET) {
      for (let n = 0; n < 5; n++) expect(await token(machine, account, `guess-${n}`)).toBe(400);
    }
    // Fifty failures from all clients: the account is held back for clients it never saw.
    expect(await token(NEW_DEVICE, account, DEMO_PASSWORD)).toBe(429);
    expect(await token(OWNER, account, DEMO_PASSWORD)).toBe(200);
  });

  it('store: a guess spread over many machines holds back new devices, never a known one', async () => {
    const email = 'known-device@example.com';
    const password = 'known-device-password';
    await fetchFrom(OWNER)(`${backend.base}/api/account`, {
      method: 'POST',
      headers: { ...STORE_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(await storeLogin(OWNER, email, password)).toBe('in');
    for (const machine of BOTNET) {
      for (let n = 0; n < 5; n++)
        expect(await storeLogin(machine, email, `guess-${n}`)).toBe('wrong');
    }
    expect(await storeLogin(NEW_DEVICE, email, password)).toBe(429);
    expect(await storeLogin(OWNER, email, password)).toBe('in');
  });
});
