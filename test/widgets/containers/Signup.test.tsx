import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Signup } from '@widgets/containers/Signup/Signup';
import { $identity, logout, signup, verifyToken } from '@stores/user';
import { FIELD_EMPTY, TERMS_NOT_ACCEPTED, signupSent } from '@domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';

const host = () => {
  document.body.innerHTML = '<main><h1>Auth</h1><div id="host"></div></main>';
  return document.getElementById('host') as HTMLElement;
};

describe('Signup', () => {
  beforeEach(() => {
    connectStores();
    fakeLocation('/auth/signup');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for every field and the terms, then sends the confirmation link', async () => {
    const root = host();
    render(<Signup host={root} options={{ loginUrl: '/auth/', termsUrl: '/about#terms' }} />, {
      container: root,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText(FIELD_EMPTY)).toHaveLength(2);
    expect(screen.getByText(TERMS_NOT_ACCEPTED)).toBeTruthy();
    await expectAccessible();
    const email = uniqueEmail('signup');
    await userEvent.type(screen.getByLabelText('Name'), 'Tabby Cat');
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'whiskers-7');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe(signupSent(email));
    expect(await mailedToken(email, 'signup-confirmation')).toBeTruthy();
  });

  it('shows the service’s refusal and keeps what was typed', async () => {
    const email = uniqueEmail('taken');
    await signup(email, 'whiskers-7');
    await verifyToken('signup', await mailedToken(email, 'signup-confirmation'));
    await logout();
    const root = host();
    render(<Signup host={root} options={{ loginUrl: '/auth/', termsUrl: '/about#terms' }} />, {
      container: root,
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Tabby Cat');
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'whiskers-8');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/already been registered/);
    expect(alert.textContent).toBe($identity.get().error);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Tabby Cat');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(email);
    expect(screen.queryByText(signupSent(email))).toBeNull();
    await expectAccessible();
  });
});

vi.setConfig({ testTimeout: 15_000 });
