import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal } from '../support/shapes';
import { DEMO_PASSWORD, form } from '../support/identity';
import { storeCaller } from '../support/store-client';
import type { StoreAnswer } from '../support/store-client';

const PASSWORD = 'right-password-1';
const MINUTES_16 = 16 * 60_000;

// Guessing is slowed down whichever process answers: two backends share one database here, as
// processes behind a load balancer do, and a burst is answered as a burst.
describe('hardening: throttles', () => {
  let backends: TestBackend[];
  beforeAll(async () => {
    backends = await startBackends(2);
  });
  afterAll(async () => {
    for (const backend of backends) await backend.close();
  });
  const backend = (n: number) => backends[n % backends.length] as TestBackend;
  const moveClock = (ms: number) => {
    const later = new Date(Date.now() + ms);
    for (const b of backends) b.setNow(later);
  };

  const login = (n: number, email: string, password: string) =>
    storeCaller(backend(n))('POST', 'account/login', { email, password });
  const expectThrottled = (answer: StoreAnswer) =>
    expectRefusal('/api/account/login', answer.status, JSON.stringify(answer.body), 429);

  it('store login has no throttle: a burst of 25 wrong passwords is cut short, and so is the right one', async () => {
    const email = 'guessed@example.com';
    const signup = await storeCaller(backend(0))('POST', 'account', { email, password: PASSWORD });
    expect(signup.status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, n) => login(n, email, `wrong-${n}`)),
    );
    const answered = burst.filter((a) => a.status === 200);
    expect(answered.every((a) => a.body === null)).toBe(true);
    expect(answered.length).toBeLessThanOrEqual(10);
    for (const refused of burst.filter((a) => a.status !== 200)) expectThrottled(refused);
    expectThrottled(await login(0, email, PASSWORD));
    expectThrottled(await login(1, email, PASSWORD));
    // Once the window has passed, the right password logs in again.
    moveClock(MINUTES_16);
    const back = await login(1, email, PASSWORD);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ email });
  });

  it('store login has no throttle: one client guessing many accounts is throttled too', async () => {
    moveClock(2 * MINUTES_16);
    const email = 'other-guessed@example.com';
    expect(
      (await storeCaller(backend(0))('POST', 'account', { email, password: PASSWORD })).status,
    ).toBe(200);
    const answers: StoreAnswer[] = [];
    for (let n = 0; n < 40; n++) answers.push(await login(n, `nobody-${n}@example.com`, 'guess'));
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30);
    expectThrottled(answers[answers.length - 1] as StoreAnswer);
    // This client is held back even for an account it never guessed at.
    expectThrottled(await login(0, email, PASSWORD));
  });

  it('identity token: a burst of 25 wrong passwords over two processes lets at most 10 be judged', async () => {
    moveClock(3 * MINUTES_16);
    const token = (n: number, password: string) =>
      fetch(
        `${backend(n).base}/identity/token`,
        form({ grant_type: 'password', username: 'reader@example.com', password }),
      );
    const burst = await Promise.all(Array.from({ length: 25 }, (_, n) => token(n, `guess-${n}`)));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 400).every((s) => s === 429)).toBe(true);
    // The burst filled the window: the right password waits for it like a guess.
    expect((await token(0, DEMO_PASSWORD)).status).toBe(429);
    moveClock(5 * MINUTES_16);
    expect((await token(1, DEMO_PASSWORD)).status).toBe(200);
  });

  const comment = (n: number, email: string) =>
    fetch(`${backend(n).base}/comments-api/articles/accessible-forms/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ author: `Reader ${n}`, email, body: `Comment number ${n}.` }),
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
  const published = async () => {
    const res = await fetch(`${backend(0).base}/comments/articles-accessible-forms.count.json`);
    return ((await res.json()) as { count: number }).count;
  };

  it('comment floods: a burst of 25 comments from one client publishes no more than 10', async () => {
    moveClock(7 * MINUTES_16);
    const before = await published();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, n) => comment(n, `flood-${n}@example.com`)),
    );
    const accepted = burst.filter((a) => a.status === 201);
    // Posts in flight count for each other: a burst past the limit may be cut shorter still.
    expect(accepted.length).toBeLessThanOrEqual(10);
    for (const refused of burst.filter((a) => a.status !== 201)) {
      expectRefusal('/comments-api/articles/accessible-forms/', refused.status, refused.body, 429);
    }
    expect(await published()).toBe(before + accepted.length);
  });

  it('comment floods: one email posts at most 5 in the window, and again after it', async () => {
    moveClock(9 * MINUTES_16);
    const answers = [];
    for (let n = 0; n < 7; n++) answers.push(await comment(n, 'Chatty@example.com'));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The same address written otherwise is the same address.
    expect((await comment(7, 'chatty@EXAMPLE.com')).status).toBe(429);
    moveClock(11 * MINUTES_16);
    expect((await comment(8, 'chatty@example.com')).status).toBe(201);
  });
});
