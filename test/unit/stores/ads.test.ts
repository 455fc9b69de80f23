import { beforeEach, describe, expect, inject, it } from 'vitest';
import { $ads } from '@stores/ads/state';
import { loadAds } from '@stores/ads/actions';
import { $identity, setUser } from '@stores/user/state';
import type { User } from '@stores/user/state';
import { resetStores, swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { STORAGE_KEYS } from '@domain';
import { connectStores } from '../../support/connected';
import { uniqueEmail } from '../../support/outbox';

const member = (plan: string): User => ({
  id: `u-${plan}`,
  email: uniqueEmail(plan),
  app_metadata: { subscription: { plan, type: 'yearly' } },
});
const reader = (): User => ({ id: 'u-reader', email: uniqueEmail('reader'), app_metadata: {} });

const flag = () => localStorage.getItem(STORAGE_KEYS.noAds);

/** Points the ads at another proxy, the rest at the shared reference backend. */
const adsProxy = (url: string) =>
  swapClients({ config: { ...defaultConfig(inject('backendUrl')), adsProxy: url } });

// The ads store against the reference backend's ad proxy (SPEC point 4).
describe('the ads store', () => {
  beforeEach(() => {
    connectStores();
  });

  it('loads the merged, active ads of two proxy calls for a visitor', async () => {
    setUser(null);
    await loadAds();
    const state = $ads.get();
    expect(state).toMatchObject({ status: 'ready', hidden: false, blocked: false });
    const ids = state.ads.map((ad) => ad.external_id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(state.ads.every((ad) => ad.active === true)).toBe(true);
    expect(flag()).toBeNull();
  });

  it('shares one load between callers', async () => {
    const first = loadAds();
    expect(loadAds()).toBe(first);
    expect($ads.get().status).toBe('loading');
    await first;
    expect($ads.get().status).toBe('ready');
  });

  it.each(['supporter', 'member', 'smashing'])(
    'hides the ads for a %s, without loading them, and shows them after logout',
    async (plan) => {
      setUser(member(plan));
      await loadAds();
      expect($ads.get()).toMatchObject({ hidden: true, status: 'idle', ads: [] });
      expect(flag()).not.toBeNull();
      setUser(null);
      expect($ads.get()).toMatchObject({ hidden: false, status: 'loading' });
      expect(flag()).toBeNull();
      await loadAds();
      expect($ads.get().status).toBe('ready');
      expect($ads.get().ads.length).toBeGreaterThan(0);
    },
  );

  it('hides loaded ads when a member logs in, and keeps them for a reader without a plan', async () => {
    setUser(reader());
    await loadAds();
    expect($ads.get()).toMatchObject({ hidden: false, status: 'ready' });
    setUser(member('member'));
    expect($ads.get().hidden).toBe(true);
    expect(flag()).not.toBeNull();
    setUser(reader());
    expect($ads.get().hidden).toBe(false);
    expect(flag()).toBeNull();
  });

  it('shows the ads again when fetching the user fails', async () => {
    setUser(member('smashing'));
    await loadAds();
    expect($ads.get().hidden).toBe(true);
    $identity.set({ ...$identity.get(), status: 'error', user: null, error: 'offline' });
    expect($ads.get().hidden).toBe(false);
    expect(flag()).toBeNull();
    await loadAds();
    expect($ads.get().status).toBe('ready');
  });

  it('skips the ads on the next page by the no-ads flag, until the reader is known', async () => {
    localStorage.setItem(STORAGE_KEYS.noAds, '1');
    expect($identity.get().status).toBe('idle');
    await loadAds();
    expect($ads.get()).toMatchObject({ hidden: true, status: 'idle' });
    $identity.setKey('status', 'loading');
    expect($ads.get().hidden).toBe(true);
    expect(flag()).not.toBeNull();
    // The remembered member turned out to have no plan any more.
    setUser(reader());
    expect($ads.get().hidden).toBe(false);
    expect(flag()).toBeNull();
    await loadAds();
    expect($ads.get().status).toBe('ready');
  });

  it("carries a member's flag to the next page, which then loads no ads", async () => {
    setUser(member('member'));
    await loadAds();
    expect(flag()).not.toBeNull();
    // The next page: every store starts empty, local storage stays.
    resetStores();
    connectStores();
    await loadAds();
    expect($ads.get()).toMatchObject({ hidden: true, status: 'idle' });
    setUser(member('member'));
    expect($ads.get()).toMatchObject({ hidden: true, status: 'idle' });
    expect(flag()).not.toBeNull();
  });

  it('marks the ads blocked when the proxy refuses', async () => {
    adsProxy(`${inject('backendUrl')}/ads/no-such-proxy`);
    await loadAds();
    expect($ads.get()).toMatchObject({ status: 'error', blocked: true, ads: [], hidden: false });
    // Blocked stays for the page: no new request, no flicker.
    await loadAds();
    expect($ads.get()).toMatchObject({ status: 'error', blocked: true });
  });

  it('marks the ads blocked when the proxy cannot be reached (an ad blocker)', async () => {
    adsProxy('http://127.0.0.1:9/ads');
    await loadAds();
    expect($ads.get()).toMatchObject({ status: 'error', blocked: true });
  });

  it('drops an answer for clients swapped out since, and loads with the new ones', async () => {
    const loading = loadAds();
    adsProxy('http://127.0.0.1:9/ads');
    await loading;
    expect($ads.get()).toMatchObject({ status: 'loading', ads: [] });
    await loadAds();
    expect($ads.get()).toMatchObject({ status: 'error', blocked: true });
  });
});
