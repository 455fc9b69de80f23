import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { FeaturePanel } from '@widgets/containers/FeaturePanel/FeaturePanel';
import ShowIfAdBlock from '@widgets/behaviours/ShowIfAdBlock';
import { respondToPrivacy } from '@stores/privacy';
import { ensureIdentity, login, logout } from '@stores/user/actions';
import { $identity } from '@stores/user/state';
import { $ads } from '@stores/ads/state';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const realFetch = globalThis.fetch;
const adRequests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([url]) => String(url).includes('/friskies')).length;

/** Watches every request of the page; `ads` answers the ad proxy's instead, when given. */
const watchFetch = (ads?: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) =>
      ads !== undefined && String(input).includes('/friskies')
        ? Promise.resolve(Response.json({ ads }))
        : realFetch(input, init),
    );

const mount = (placement = 'sidebar') => {
  document.body.innerHTML = `<main><h1>An article</h1><aside>
    <div id="host"></div>
    <p id="note" hidden>Ads help us pay our authors. Consider becoming a member.</p>
  </aside></main>`;
  const host = document.getElementById('host') as HTMLElement;
  render(<FeaturePanel host={host} options={{ placement }} />, { container: host });
  const note = document.getElementById('note') as HTMLElement;
  const release = ShowIfAdBlock.connect(note, {});
  return { host, note, release };
};

const partnerLinks = () =>
  within(screen.getByRole('region', { name: 'Partner offers' })).getAllByRole('link');

let member = false;
const signInMember = async () => {
  member = true;
  await login('member@example.com', DEMO_PASSWORD, false);
};

afterEach(async () => {
  vi.restoreAllMocks();
  // The identity client keeps a signed-in member for the next test otherwise.
  if (member) await logout();
  member = false;
});

describe('FeaturePanel', () => {
  it(
    'shows at most two eligible partner ads for a visitor who accepted cookies',
    { timeout: 20_000 },
    async () => {
      connectStores();
      respondToPrivacy('all');
      const { host, note } = mount();
      expect(host.querySelector('[aria-busy="true"]')).not.toBeNull();
      await screen.findByRole('region', { name: 'Partner offers' }, { timeout: 5000 });
      const links = partnerLinks();
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(2);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/\/ads\/click\/[\w-]+$/);
        expect(link.getAttribute('rel')).toBe('sponsored noopener');
      }
      expect(screen.getAllByText('Partner')).toHaveLength(links.length);
      expect(screen.getAllByRole('img', { name: /logo$/ })).toHaveLength(links.length);
      // The paused campaign of the placement is in the feed but never shown.
      expect(screen.queryByText('Cobalt CMS')).toBeNull();
      const ad = host.querySelector<HTMLElement>('.mw-ad');
      expect(ad?.style.getPropertyValue('--mw-color-ad-background')).toMatch(/^#[0-9a-f]{6}$/i);
      expect(note.hidden).toBe(true);
      await expectAccessible();
    },
  );

  it(
    'shows the house panel and requests no ad while the reader has not answered',
    { timeout: 20_000 },
    async () => {
      connectStores();
      const fetchSpy = watchFetch();
      mount('article');
      const region = await screen.findByRole(
        'region',
        { name: 'From the magazine' },
        { timeout: 5000 },
      );
      // The house panel made for the placement: an article's.
      expect(within(region).getByText('Read the article', { exact: false })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Partner offers' })).toBeNull();
      // The reader is known: consent is all that holds the ads back now.
      await act(() => ensureIdentity());
      expect($identity.get().status).toBe('ready');
      expect($ads.get().status).toBe('idle');
      expect(adRequests(fetchSpy)).toBe(0);
      await expectAccessible();
    },
  );

  it('asks for ads only once the reader accepts all cookies', { timeout: 20_000 }, async () => {
    connectStores();
    const fetchSpy = watchFetch();
    respondToPrivacy('necessary');
    mount();
    await screen.findByRole('region', { name: 'From the magazine' }, { timeout: 5000 });
    expect(adRequests(fetchSpy)).toBe(0);
    act(() => respondToPrivacy('all'));
    await screen.findByRole('region', { name: 'Partner offers' }, { timeout: 5000 });
    expect(adRequests(fetchSpy)).toBe(2);
  });

  it(
    'shows a member with a plan no ad, and ads again after logout',
    { timeout: 30_000 },
    async () => {
      connectStores();
      respondToPrivacy('all');
      const fetchSpy = watchFetch();
      await signInMember();
      const { host } = mount('sidebar');
      // No house panel is made for the sidebar: the member's area stays empty.
      await vi.waitFor(() => expect(host.querySelector('[aria-busy]')).toBeNull(), {
        timeout: 5000,
      });
      expect(host.textContent).toBe('');
      expect(adRequests(fetchSpy)).toBe(0);
      await act(() => logout());
      await screen.findByRole('region', { name: 'Partner offers' }, { timeout: 5000 });
    },
  );

  it(
    'shows a member the house panel made for the placement, never an ad',
    { timeout: 30_000 },
    async () => {
      connectStores();
      respondToPrivacy('all');
      await signInMember();
      mount('article');
      await screen.findByRole('region', { name: 'From the magazine' }, { timeout: 5000 });
      expect(screen.queryByText('Partner')).toBeNull();
    },
  );

  it(
    'shows the house panel and the ad-block note when the ad proxy cannot be reached',
    { timeout: 20_000 },
    async () => {
      const base = inject('backendUrl');
      connectStores();
      swapClients({ config: { ...defaultConfig(base), adsProxy: `${base}/no-ads-here` } });
      respondToPrivacy('all');
      const { note } = mount();
      await screen.findByRole('region', { name: 'From the magazine' }, { timeout: 5000 });
      expect(screen.queryByRole('region', { name: 'Partner offers' })).toBeNull();
      expect(note.hidden).toBe(false);
      expect(screen.getByText(/Ads help us pay our authors/)).toBeTruthy();
      await expectAccessible();
    },
  );

  it('renders markup in an ad as text and refuses links that are not web links', async () => {
    connectStores();
    respondToPrivacy('all');
    watchFetch([
      {
        external_id: 'markup',
        active: true,
        statlink: 'https://ads.example/click/markup',
        company: '<b>Bold</b> Co',
        description: '<img src=x onerror="alert(1)">Cheap hosting',
        logo: 'javascript:alert(1)',
        colours: { background: 'red;background:url(x)', foreground: '#111111' },
        placement: 'sidebar',
      },
      {
        external_id: 'script-link',
        active: true,
        statlink: 'javascript:alert(1)',
        company: 'Sneaky',
        description: 'Clicks run code',
      },
      { external_id: 'no-company', active: true, statlink: 'https://x.example', description: 'x' },
    ]);
    const { host } = mount();
    await screen.findByText('<b>Bold</b> Co', {}, { timeout: 5000 });
    expect(screen.getByText('<img src=x onerror="alert(1)">Cheap hosting')).toBeTruthy();
    expect(host.querySelector('b, img')).toBeNull();
    const ad = host.querySelector<HTMLElement>('.mw-ad');
    expect(ad?.style.getPropertyValue('--mw-color-ad-background')).toBe('');
    expect(ad?.style.getPropertyValue('--mw-color-ad-text')).toBe('#111111');
    // An ad whose link is not a web link is not shown; one without a company neither.
    expect(screen.queryByText('Sneaky')).toBeNull();
    expect(partnerLinks()).toHaveLength(1);
  });
});
