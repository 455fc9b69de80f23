import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from '@widgets/containers/MemberHeader';
import { options } from '@widgets/containers/MemberHeader/options';
import { PERSONAL_ATTRIBUTE, defaultsOf } from '@kit';
import { $identity, login, logout, setUser, signup, verifyToken } from '@stores/user';
import { resetStores } from '@stores/seam';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';

const OPTIONS = defaultsOf(options);
let disconnect: (() => void) | undefined;

const mount = (marked = false) => {
  document.body.innerHTML = `<header><div id="host"${marked ? ` ${PERSONAL_ATTRIBUTE}="member"` : ''}></div></header><main><h1>Page</h1></main>`;
  const host = document.getElementById('host') as HTMLElement;
  disconnect = widget.connect(host, OPTIONS);
  return host;
};

describe('MemberHeader, in plain DOM', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    disconnect?.();
    disconnect = undefined;
    vi.restoreAllMocks();
  });

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

  it('greets a remembered member from the kept session at once, without the skeleton', async () => {
    const email = uniqueEmail('header');
    await signup(email, 'whiskers-and-yarn', { full_name: 'Rest Cat' });
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    await logout();
    await login(email, 'whiskers-and-yarn', true);
    // The next page: the stores start empty, the browser keeps the session.
    resetStores();
    connectStores();
    fakeLocation('/books/');
    const host = mount(true);
    // Read from the browser's record as the header connects: no request, no identity client.
    expect(screen.getByRole('link', { name: 'Rest Cat, your member area' })).toBeTruthy();
    expect(host.hasAttribute(PERSONAL_ATTRIBUTE)).toBe(false);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await expectAccessible();
  });

  it('sends a visitor away from a membership-only page, remembering it', async () => {
    const location = fakeLocation('/membership/orders');
    mount();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/auth'));
    expect(localStorage.getItem('mw-return-to')).toBe('/membership/orders');
  });

  it('sends a member away from the login page', async () => {
    const location = fakeLocation('/auth/');
    setUser({ id: 'u1', email: 'tabby@example.com' });
    mount();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/membership/'));
  });
});
