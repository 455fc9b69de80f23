import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Login } from '@widgets/containers/Login/Login';
import { $identity, logout, signup, verifyToken } from '@stores/user';
import { EMAIL_INVALID, FIELD_EMPTY } from '@domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';

const PASSWORD = 'purr-purr-purr';

async function member(): Promise<string> {
  const email = uniqueEmail('login');
  await signup(email, PASSWORD);
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  await logout();
  return email;
}

const mount = () => {
  document.body.innerHTML = '<main><h1>Log in</h1><div id="host"></div></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(
    <Login host={host} options={{ signupUrl: '/auth/signup', amnesiaUrl: '/auth/amnesia' }} />,
    {
      container: host,
    },
  );
};

describe('Login', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks the fields before asking the service, and names the problems', async () => {
    fakeLocation('/auth/');
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(FIELD_EMPTY)).toBeTruthy();
    // Focus goes to the first field with a problem, so its error is read out.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(EMAIL_INVALID)).toBeTruthy();
    expect($identity.get().status).toBe('ready');
    await expectAccessible();
  });

  it('logs in and returns to the remembered path, never off the site', async () => {
    const email = await member();
    const location = fakeLocation('/auth/?return=%2F%2Fevil.example%2F');
    localStorage.setItem('mw-return-to', '/membership/orders');
    mount();
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/membership/orders'));
    expect($identity.get().user?.email).toBe(email);
  });

  it('shows the service’s refusal and keeps what was typed', async () => {
    const email = await member();
    fakeLocation('/auth/');
    mount();
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('password invalid');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
  });

  it('sends a member who is already logged in to the member area', async () => {
    const email = uniqueEmail('already');
    await signup(email, PASSWORD);
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    const location = fakeLocation('/auth/');
    mount();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/membership/'));
  });
});
