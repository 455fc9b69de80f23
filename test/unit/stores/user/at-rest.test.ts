import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $identity, accessToken, login, logout, signup, verifyToken } from '@stores/user';
import { knowReader } from '@stores/user/at-rest';
import { shownAtRest } from '@stores/user/rest-state';
import { IDENTITY_STORAGE_KEY, TAB_SESSION_KEY } from '@api/identity';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../../support/connected';
import { mailedToken, uniqueEmail } from '../../../support/outbox';

const PASSWORD = 'whiskers-and-yarn';

async function member(name: string, remember: boolean): Promise<string> {
  const email = uniqueEmail(name);
  await signup(email, PASSWORD, { full_name: 'Tabby Cat' });
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  await logout();
  await login(email, PASSWORD, remember);
  return email;
}

/** A new page of the same browser: the stores start empty, the storage stays. */
const nextPage = (fetchImpl?: typeof fetch) => {
  resetStores();
  connectStores(fetchImpl);
};

/** Records the identity service's paths each request asks for. */
const recordIdentity = () => {
  const asked: string[] = [];
  const real = globalThis.fetch;
  const recording: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/identity/'))
      asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return real(input, init);
  };
  vi.stubGlobal('fetch', recording);
  return asked;
};

describe('the reader at rest, read from the session this browser keeps', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a remembered member at once and checks them with one plain request', async () => {
    const email = await member('rest-remembered', true);
    nextPage();
    const asked = recordIdentity();
    const known = knowReader();
    // Before any answer: the name and plan come from the record gotrue-js kept.
    await Promise.resolve();
    expect($identity.get()).toMatchObject({ status: 'ready', user: { email } });
    expect(shownAtRest()).toBe(true);
    await known;
    expect(asked).toEqual(['GET /identity/user']);
    expect($identity.get().user?.user_metadata).toMatchObject({ full_name: 'Tabby Cat' });
  });

  it('reads a session kept for the tab from its token, and a token asked for brings the client', async () => {
    const email = await member('rest-tab', false);
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TAB_SESSION_KEY)).not.toBeNull();
    nextPage();
    await knowReader();
    expect($identity.get().user).toMatchObject({
      email,
      user_metadata: { full_name: 'Tabby Cat' },
    });
    const token = await accessToken();
    expect(token).toMatch(/^ey/);
    // The client took over: the member shown is now the client's.
    expect(shownAtRest()).toBe(false);
    expect($identity.get()).toMatchObject({ status: 'ready', user: { email } });
    await logout();
    expect(sessionStorage.getItem(TAB_SESSION_KEY)).toBeNull();
  });

  it('finds a visitor without a request when no session is kept', async () => {
    nextPage();
    const asked = recordIdentity();
    await knowReader();
    expect($identity.get()).toMatchObject({ status: 'ready', user: null });
    expect(asked).toEqual([]);
  });

  it('leaves a session the service refuses to the client, which forgets it', async () => {
    await member('rest-refused', true);
    const record = JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? '{}') as {
      token: { access_token: string; refresh_token: string };
    };
    // Tokens the service does not know: the session ended (a password changed elsewhere).
    record.token.access_token = `${record.token.access_token.slice(0, -4)}AAAA`;
    record.token.refresh_token = 'ended-elsewhere';
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(record));
    // gotrue-js keeps the record it read in memory; a new page (here: the event) reads it again.
    window.dispatchEvent(new StorageEvent('storage', { key: IDENTITY_STORAGE_KEY }));
    nextPage();
    await knowReader();
    expect($identity.get().user).toBeNull();
    expect(localStorage.getItem(IDENTITY_STORAGE_KEY)).toBeNull();
  });

  it('hands an expired session to the client, which refreshes it', async () => {
    const email = await member('rest-expired', true);
    const record = JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? '{}') as {
      token: { expires_at: number };
    };
    record.token.expires_at = Date.now() - 1000;
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(record));
    nextPage();
    await knowReader();
    expect($identity.get()).toMatchObject({ status: 'ready', user: { email } });
    expect(shownAtRest()).toBe(false);
    const refreshed = JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? '{}') as {
      token: { expires_at: number };
    };
    expect(refreshed.token.expires_at).toBeGreaterThan(Date.now());
    await logout();
  });
});
