import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { form } from '../support/identity';
import { storeCaller } from '../support/store-client';

const VICTIM = 'victim@example.com';
const PASSWORD = 'victims-own-password';

// Every throttle counts in one table. A name a client chooses (a login's username, an email)
// must never reach the count of another throttle: before, `/identity/token` counted under the
// username as written, so `store:account:<victim>` was the store's count of the victim.
describe('hardening: one throttle never counts for another', { timeout: 30_000 }, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const guess = (username: string) =>
    fetch(
      `${backend.base}/identity/token`,
      form({ grant_type: 'password', username, password: 'not-the-password' }),
    );
  const guessTimes = async (username: string, times: number) => {
    for (let n = 0; n < times; n++) expect((await guess(username)).status).toBe(400);
  };
  const comment = (email: string) =>
    fetch(`${backend.base}/comments-api/articles/accessible-forms/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ author: 'A reader', email, body: 'A first comment.' }),
    });

  it("leaves the victim's store login alone when logins at /identity/token name its count", async () => {
    const store = storeCaller(backend);
    expect((await store('POST', 'account', { email: VICTIM, password: PASSWORD })).status).toBe(
      200,
    );
    await guessTimes(`store:account:${VICTIM}`, 10);
    const login = await storeCaller(backend)('POST', 'account/login', {
      email: VICTIM,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: VICTIM });
  });

  it("leaves a reader's first comment alone when logins name the comments' counts", async () => {
    const reader = 'first-comment@example.com';
    await guessTimes('comments:client:127.0.0.1', 10);
    await guessTimes(`comments:email:${reader}`, 5);
    expect((await comment(reader)).status).toBe(201);
  });

  it('counts the same name in two services apart: each keeps its own limit', async () => {
    const shared = 'shared-name@example.com';
    // Ten wrong logins at the store for this address, none at the identity service.
    const store = storeCaller(backend);
    for (let n = 0; n < 10; n++) {
      expect((await store('POST', 'account/login', { email: shared, password: 'x' })).status).toBe(
        200,
      );
    }
    expect((await store('POST', 'account/login', { email: shared, password: 'x' })).status).toBe(
      429,
    );
    expect((await guess(shared)).status).toBe(400);
  });
});
