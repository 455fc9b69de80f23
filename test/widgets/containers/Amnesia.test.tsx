import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { Amnesia } from '@widgets/containers/Amnesia/Amnesia';
import { $identity, logout, signup, verifyToken } from '@stores/user';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { CONNECTION_ERROR_MESSAGE, EMAIL_EMPTY, EMAIL_INVALID } from '@domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';
import { renderInPage } from '../../support/render-in-page';

const mount = () =>
  renderInPage('Forgot your password?', (host) => (
    <Amnesia host={host} options={{ confirmationUrl: '/auth/confirmation/' }} />
  ));

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));

async function member(): Promise<string> {
  const email = uniqueEmail('amnesia');
  await signup(email, 'whiskers-7');
  await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
  await logout();
  return email;
}

describe('Amnesia', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('mails a recovery link and goes to the confirmation page, the address not in its address', async () => {
    const email = await member();
    const location = fakeLocation('/auth/amnesia');
    mount();
    await userEvent.type(screen.getByLabelText(/Email/), email);
    await send();
    // An address in the next page's address would be in the history, the logs and Referers.
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/auth/confirmation/'));
    expect(await mailedToken(email, 'password-recovery')).toBeTruthy();
  });

  it('answers an unknown address like a known one, so nobody can probe who is a member', async () => {
    const location = fakeLocation('/auth/amnesia');
    mount();
    await userEvent.type(screen.getByLabelText(/Email/), 'nobody-here@example.com');
    await send();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/auth/confirmation/'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the address before asking the service, and names the problem', async () => {
    const location = fakeLocation('/auth/amnesia');
    mount();
    const field = screen.getByLabelText(/Email/);
    expect(field.getAttribute('autocomplete')).toBe('email');
    await send();
    // The problem is the field's own description, read out with it.
    const described = (problem: string) =>
      screen.getByRole('textbox', { name: 'Email', description: (d) => d.includes(problem) });
    expect(described(EMAIL_EMPTY)).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, 'tabby');
    await send();
    expect(described(EMAIL_INVALID)).toBe(field);
    expect($identity.get().status).not.toBe('loading');
    expect(location.assign).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('shows the store’s message when the service cannot be reached, and keeps the address', async () => {
    // Nothing listens on port 1: the request is refused before it reaches any service.
    swapClients({
      config: {
        ...defaultConfig(inject('backendUrl')),
        identityUrl: 'http://127.0.0.1:1/identity',
      },
    });
    const location = fakeLocation('/auth/amnesia');
    mount();
    await userEvent.type(screen.getByLabelText(/Email/), 'tabby@example.com');
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CONNECTION_ERROR_MESSAGE);
    expect($identity.get().error).toBe(CONNECTION_ERROR_MESSAGE);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('tabby@example.com');
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeTruthy();
    expect(location.assign).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('sends a member who is already logged in to the member area', async () => {
    const email = uniqueEmail('amnesia-member');
    await signup(email, 'whiskers-7');
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    const location = fakeLocation('/auth/amnesia');
    mount();
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/membership/'));
  });
});

vi.setConfig({ testTimeout: 15_000 });
