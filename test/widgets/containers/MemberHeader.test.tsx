import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberHeader } from '@widgets/containers/MemberHeader/MemberHeader';
import { options } from '@widgets/containers/MemberHeader/options';
import { defaultsOf } from '@kit';
import { $identity, setUser } from '@stores/user';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const OPTIONS = defaultsOf(options);

const mount = () => {
  document.body.innerHTML = '<header><div id="host"></div></header><main><h1>Page</h1></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<MemberHeader host={host} options={OPTIONS} />, { container: host });
};

describe('MemberHeader', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers a visitor login (coming back here) and signup', async () => {
    fakeLocation('/books/?page=2');
    mount();
    const loginLink = await screen.findByRole('link', { name: 'Log in' });
    expect(loginLink.getAttribute('href')).toBe('/auth/?return=%2Fbooks%2F%3Fpage%3D2');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/signup');
    await expectAccessible();
  });

  it('shows a member their name and plan, and logs out to the member area', async () => {
    const location = fakeLocation('/books/');
    setUser({
      id: 'u1',
      email: 'tabby@example.com',
      user_metadata: { full_name: 'Tabby Cat' },
      app_metadata: { subscription: { plan: 'smashing' } },
    });
    mount();
    expect(screen.getByRole('link', { name: 'Tabby Cat, your member area' })).toBeTruthy();
    expect(screen.getByText('smashing')).toBeTruthy();
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/membership/'));
    expect($identity.get().user).toBeNull();
  });

  it('sends a visitor away from a membership-only page, remembering it', async () => {
    const location = fakeLocation('/membership/orders');
    mount();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/auth'));
    expect(localStorage.getItem('mw-return-to')).toBe('/membership/orders');
  });
});
