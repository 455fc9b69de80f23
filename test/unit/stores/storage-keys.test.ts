import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, STORAGE_KEYS, persistedKey } from '@domain/storage';
import { loadAds } from '@stores/ads/actions';
import { respondToPrivacy } from '@stores/privacy';
import { setHighContrast } from '@stores/settings';
import { login, logout, signup, verifyToken } from '@stores/user';
import { rememberReturnPath } from '@stores/user/routes';
import { setUser } from '@stores/user/state';
import { connectStores } from '../../support/connected';
import { mailedToken, uniqueEmail } from '../../support/outbox';

const PASSWORD = 'whiskers-and-yarn';

/** Every key localStorage holds now. */
const storedKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));

/** Whether a key is one of the spec's: a flag, or a persisted store's field after its prefix. */
const specKey = (key: string | null) =>
  key === STORAGE_KEYS.noAds ||
  key === STORAGE_KEYS.cookieInfo ||
  key === STORAGE_KEYS.returnTo ||
  key?.startsWith(STORAGE_KEYS.settings) ||
  key?.startsWith(STORAGE_KEYS.privacy);

// SPEC point 9: localStorage holds persisted state, a no-ads flag, a cookie-info flag and a
// return-to path after login; besides them only what the identity client stores itself.
describe('what the widgets keep in localStorage', () => {
  beforeEach(() => {
    connectStores();
  });

  it("names exactly the spec's keys, and gotrue-js's own for a remembered session", () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual([
      'cookieInfo',
      'noAds',
      'privacy',
      'returnTo',
      'settings',
    ]);
    expect(SESSION_KEYS.remembered).toBe('gotrue.user');
  });

  it('writes the cookie-info flag when the reader answers the cookie banner', () => {
    expect(localStorage.getItem(STORAGE_KEYS.cookieInfo)).toBeNull();
    respondToPrivacy('necessary');
    expect(localStorage.getItem(STORAGE_KEYS.cookieInfo)).not.toBeNull();
    expect(localStorage.getItem(persistedKey(STORAGE_KEYS.privacy, 'necessary'))).toBe('true');
  });

  it('writes nothing else, whatever the reader does', async () => {
    setHighContrast(true);
    respondToPrivacy('all');
    rememberReturnPath('/membership/orders');
    const email = uniqueEmail('keys');
    await signup(email, PASSWORD);
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    await logout();
    // Without "remember me" the session stays in the tab (sessionStorage), never here.
    await login(email, PASSWORD, false);
    expect(storedKeys().filter((key) => !specKey(key))).toEqual([]);
    await logout();
    await login(email, PASSWORD, true);
    // A member with a plan: the no-ads flag.
    await loadAds();
    setUser({ id: 'u', email, app_metadata: { subscription: { plan: 'member' } } });
    const keys = storedKeys();
    expect(keys.filter((key) => !specKey(key))).toEqual([SESSION_KEYS.remembered]);
    for (const flag of [STORAGE_KEYS.noAds, STORAGE_KEYS.cookieInfo, STORAGE_KEYS.returnTo]) {
      expect(keys).toContain(flag);
    }
    await logout();
  });
});
