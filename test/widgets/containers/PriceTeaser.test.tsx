import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import PriceTeaser from '@widgets/containers/PriceTeaser';
import { productTeaser } from '@stores/catalog/teaser';
import { setUser } from '@stores/user/state';
import { connectHeldStores, connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

let connected: (() => void)[] = [];
afterEach(() => {
  connected.forEach((disconnect) => disconnect());
  connected = [];
});

/** Connects the teaser as the loader would, to a host holding the editor's `fallback`. */
const mount = (sku = 'smashing-book-7-print', fallback = '') => {
  document.body.innerHTML = `<main><h1>A book</h1><p id="host">${fallback}</p></main>`;
  const host = document.getElementById('host') as HTMLElement;
  const disconnect = PriceTeaser.connect(host, { sku, plansUrl: '/membership/plans' });
  connected.push(disconnect);
  return { host, disconnect };
};

const settled = (sku: string) =>
  vi.waitFor(() => expect(productTeaser(sku).get().status).not.toBe('loading'));

const member = (plan: string) =>
  setUser({ id: 'u', email: 'm@example.com', app_metadata: { subscription: { plan } } });

const FALLBACK = 'Members pay less. <a href="/membership/plans">See the membership plans</a>';

describe('PriceTeaser', () => {
  beforeEach(() => {
    connectStores();
  });

  it(
    'tells a visitor what members pay, with the way to the plans',
    { timeout: 20_000 },
    async () => {
      const { host } = mount();
      expect(screen.getByText('Loading the member price…').getAttribute('aria-busy')).toBe('true');
      await screen.findByText('$39.60');
      expect(host.textContent).toBe(
        'Members pay from $39.60 (up to 10 % off). See the membership plans',
      );
      expect(screen.getByRole('link', { name: 'See the membership plans' })).toHaveProperty(
        'href',
        'http://localhost:3000/membership/plans',
      );
      expect(host.querySelector('[aria-busy]')).toBeNull();
      await expectAccessible();
    },
  );

  it("keeps the editor's line while the product loads, with no loading line", async () => {
    const store = connectHeldStores();
    const { host } = mount('smashing-book-7-print', FALLBACK);
    await vi.waitFor(() => expect(store.asked).toBe(true));
    expect(host.innerHTML).toBe(FALLBACK);
    expect(screen.queryByText('Loading the member price…')).toBeNull();
    await expectAccessible();
    store.release();
    await screen.findByText('$39.60');
    expect(host.textContent).toBe(
      'Members pay from $39.60 (up to 10 % off). See the membership plans',
    );
  });

  it('tells a member what their plan saves, and follows a plan change on the page', async () => {
    member('member');
    const { host } = mount();
    await screen.findByText('$2.20', undefined, { timeout: 5000 });
    expect(host.textContent).toBe('Your Member plan saves you $2.20 on this (5 % off).');
    member('smashing');
    expect(host.textContent).toBe('Your Smashing plan saves you $4.40 on this (10 % off).');
    setUser(null);
    expect(host.textContent).toContain('Members pay from $39.60');
    await expectAccessible();
  });

  it('starts from the sale price', async () => {
    const { host } = mount('smashing-book-7-bundle');
    await screen.findByText('$44.10');
    expect(host.textContent).toContain('Members pay from $44.10');
  });

  it("shows nothing for a free product, the editor's line included", async () => {
    const { host } = mount('smashing-book-7-companion-ebook', FALLBACK);
    await settled('smashing-book-7-companion-ebook');
    expect(host.innerHTML).toBe('');
  });

  it('shows nothing for an unknown sku, and warns the editor once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = mount('nope', FALLBACK);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"')));
    expect(host.textContent).toBe('');
    member('member');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("puts the editor's line back and stops following when disconnected", async () => {
    const { host, disconnect } = mount('smashing-book-7-print', FALLBACK);
    const written = [...host.childNodes];
    await screen.findByText('$39.60');
    disconnect();
    expect([...host.childNodes]).toEqual(written);
    member('member');
    expect(host.innerHTML).toBe(FALLBACK);
  });
});
