import { describe, expect, inject, it } from 'vitest';
import { screen } from '@testing-library/react';
import ShowIfAdBlock from '@widgets/behaviours/ShowIfAdBlock';
import { loadAds } from '@stores/ads/actions';
import { $ads } from '@stores/ads/state';
import { setUser } from '@stores/user/state';
import { resetStores, swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const NOTE = 'Ads help us pay our authors. Consider becoming a member.';

const connect = () => {
  document.body.innerHTML = `<main><h1>An article</h1><p hidden>${NOTE}</p></main>`;
  const host = document.querySelector('p') as HTMLElement;
  return { host, disconnect: ShowIfAdBlock.connect(host, {}) };
};

/** Points the ads at another proxy, the rest at the reference backend. */
const adsProxy = (path: string) => {
  const base = inject('backendUrl');
  swapClients({ config: { ...defaultConfig(base), adsProxy: `${base}${path}` } });
};

describe('ShowIfAdBlock', () => {
  it('stays hidden while the ads load from the proxy', async () => {
    connectStores();
    const { host } = connect();
    setUser(null);
    await loadAds();
    expect($ads.get().status).toBe('ready');
    expect(host.hidden).toBe(true);
  });

  it('shows its element when loading the ads failed', async () => {
    adsProxy('/blocked-by-the-reader');
    const { host } = connect();
    setUser(null);
    await loadAds();
    expect($ads.get().blocked).toBe(true);
    expect(host.hidden).toBe(false);
    expect(screen.getByText(NOTE)).toBeTruthy();
    await expectAccessible();
  });

  it('hides it again once the ads load, and lets go on disconnect', async () => {
    adsProxy('/blocked-by-the-reader');
    const { host, disconnect } = connect();
    setUser(null);
    await loadAds();
    expect(host.hidden).toBe(false);
    // A failure stays for the page's store; a fresh one (a story's reset) with a working
    // proxy loads the ads after all.
    resetStores();
    connectStores();
    setUser(null);
    await loadAds();
    expect($ads.get()).toMatchObject({ status: 'ready', blocked: false });
    expect(host.hidden).toBe(true);
    $ads.setKey('blocked', true);
    disconnect();
    expect(host.hidden).toBe(true);
  });
});
