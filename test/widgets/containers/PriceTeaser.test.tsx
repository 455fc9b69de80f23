import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PriceTeaser } from '../../../widgets/containers/PriceTeaser/PriceTeaser';
import { setUser } from '../../../src/stores/user/state';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = (sku = 'smashing-book-7-print') => {
  document.body.innerHTML = '<main><h1>A book</h1><p id="host"></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<PriceTeaser host={host} options={{ sku, plansUrl: '/membership/plans' }} />, {
    container: host,
  });
  return host;
};

const member = (plan: string) =>
  setUser({ id: 'u', email: 'm@example.com', app_metadata: { subscription: { plan } } });

describe('PriceTeaser', () => {
  beforeEach(() => {
    connectStores();
  });

  it(
    'tells a visitor what members pay, with the way to the plans',
    { timeout: 20_000 },
    async () => {
      const host = mount();
      expect(screen.getByText('Loading the member price…').getAttribute('aria-busy')).toBe('true');
      await screen.findByText('$39.60');
      expect(host.textContent).toBe(
        'Members pay from $39.60 (up to 10 % off). See the membership plans',
      );
      expect(screen.getByRole('link', { name: 'See the membership plans' })).toHaveProperty(
        'href',
        'http://localhost:3000/membership/plans',
      );
      await expectAccessible();
    },
  );

  it('tells a member what their plan saves, and follows a plan change on the page', async () => {
    member('member');
    const host = mount();
    await screen.findByText('$2.20', undefined, { timeout: 5000 });
    expect(host.textContent).toBe('Your Member plan saves you $2.20 on this (5 % off).');
    act(() => member('smashing'));
    expect(host.textContent).toBe('Your Smashing plan saves you $4.40 on this (10 % off).');
    act(() => setUser(null));
    expect(host.textContent).toContain('Members pay from $39.60');
    await expectAccessible();
  });

  it('starts from the sale price', async () => {
    const host = mount('smashing-book-7-bundle');
    await screen.findByText('$44.10');
    expect(host.textContent).toContain('Members pay from $44.10');
  });

  it('shows nothing for an unknown sku, and warns the editor once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = mount('nope');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"')));
    expect(host.textContent).toBe('');
    warn.mockRestore();
  });
});
