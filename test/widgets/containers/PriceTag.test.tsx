import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceTag } from '../../../widgets/containers/PriceTag/PriceTag';
import { setUser } from '../../../src/stores/user/state';
import { PRODUCT_UNAVAILABLE } from '../../../src/domain';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = (sku: string) => {
  document.body.innerHTML = '<main><p>Price: <span id="host"></span></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<PriceTag host={host} options={{ sku }} />, { container: host });
  return host;
};

describe('PriceTag', () => {
  beforeEach(() => {
    connectStores();
  });

  it('shows the price, loading first', async () => {
    const host = mount('smashing-book-7-print');
    expect(screen.getByText('Loading price…').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('$44.00')).toBeTruthy();
    expect(host.querySelector('s')).toBeNull();
    await expectAccessible();
  });

  it('strikes the regular price through on sale', async () => {
    const host = mount('smashing-book-7-bundle');
    expect(await screen.findByText('$49.00')).toBeTruthy();
    expect(host.querySelector('s')?.textContent).toBe('Regular price $54.00');
  });

  it('gives a member the member price with the regular one struck through', async () => {
    setUser({
      id: 'u',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    });
    const host = mount('smashing-book-7-print');
    expect(await screen.findByText('$41.80')).toBeTruthy();
    expect(host.textContent).toBe('Regular price $44.00 Member price $41.80');
  });

  it('says so, and warns the editor, for an unknown sku', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount('nope');
    expect(await screen.findByText(PRODUCT_UNAVAILABLE)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    warn.mockRestore();
  });
});
