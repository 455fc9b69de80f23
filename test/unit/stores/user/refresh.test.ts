import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityClient, IdentitySession } from '@api/identity';
import { $identity, ensureIdentity, login } from '@stores/user';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { createStorefront } from '@api/storefront/client';

// The refresh schedule needs a clock we control, so the identity client here is a stand-in
// that counts refreshes; the real client is tested against the backend in identity.test.ts.
function fakeIdentity(expiresInMs: number, refresh: () => Promise<string>) {
  let expires = Date.now() + expiresInMs;
  const session: IdentitySession = {
    user: { id: 'u1', email: 'tabby@example.com' },
    jwt: async (force) => {
      if (!force) return 'token';
      const token = await refresh();
      expires = Date.now() + expiresInMs;
      return token;
    },
    expiresAt: () => expires,
    update: async () => session.user,
    reload: async () => session.user,
    logout: async () => undefined,
    forget: () => undefined,
  };
  const client: IdentityClient = {
    signup: async () => undefined,
    login: async () => session,
    verify: async () => session,
    requestRecovery: async () => undefined,
    current: () => null,
  };
  return client;
}

// The storefront is never reached unless a logout unlinks the cart; make that fail fast.
const offline = createStorefront({
  store: 'magazine',
  key: 'pk',
  url: 'http://offline.invalid',
  fetch: () => Promise.reject(new TypeError('offline')),
});

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes a token expiring in 61 seconds before it expires, and again after', async () => {
    const refresh = vi.fn(async () => 'fresh');
    swapClients({
      config: defaultConfig('http://offline.invalid'),
      identity: fakeIdentity(61_000, refresh),
      storefront: offline,
    });
    await login('tabby@example.com', 'pw', false);
    await vi.advanceTimersByTimeAsync(999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The next token also expires in 61 s: the next refresh comes a second later.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect($identity.get().user?.email).toBe('tabby@example.com');
  });

  it('logs out cleanly when the refresh fails', async () => {
    swapClients({
      config: defaultConfig('http://offline.invalid'),
      identity: fakeIdentity(61_000, () => Promise.reject(new Error('refresh refused'))),
      storefront: offline,
    });
    await login('tabby@example.com', 'pw', false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect($identity.get()).toMatchObject({ user: null, status: 'ready' });
  });

  it('finds no one remembered without asking the service', async () => {
    const client = fakeIdentity(61_000, async () => 'x');
    swapClients({ config: defaultConfig('http://offline.invalid'), identity: client });
    await ensureIdentity();
    expect($identity.get()).toMatchObject({ status: 'ready', user: null });
  });
});
