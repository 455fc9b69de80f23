import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TokenVerification } from '@widgets/containers/TokenVerification/TokenVerification';
import { MemberRecoverPassword } from '@widgets/containers/MemberRecoverPassword/MemberRecoverPassword';
import { MembershipDashboard } from '@widgets/containers/MembershipDashboard/MembershipDashboard';
import { $identity, changeEmail, login, logout, signup } from '@stores/user';
import {
  LINK_EXPIRED,
  LOGIN_TO_CONFIRM_EMAIL,
  PASSWORD_CHANGED,
  WELCOME_CONFIRMED,
  emailChanged,
} from '@domain';
import { connectStores } from '../../support/connected';
import { mailedToken, uniqueEmail } from '../../support/outbox';
import { expectAccessible } from '../../setup/axe';
import { confirmedMember, recoveryToken } from './membership-support';

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    '<main><h1>Member area</h1><div id="verify"></div><div id="pw"></div></main>';
  const verify = document.getElementById('verify') as HTMLElement;
  const pw = document.getElementById('pw') as HTMLElement;
  render(<TokenVerification host={verify} options={{ loginUrl: '/auth/' }} />, {
    container: verify,
  });
  render(<MemberRecoverPassword host={pw} options={{ memberUrl: '/membership/' }} />, {
    container: pw,
  });
};

describe('TokenVerification', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('confirms a signup from the link, logs in and wipes the token from the address', async () => {
    const email = uniqueEmail('confirm');
    await signup(email, 'whiskers-7');
    const token = await mailedToken(email, 'signup-confirmation');
    open(`/membership/#confirmation_token=${token}`);
    expect(window.location.hash).toBe('');
    expect(await screen.findByText(WELCOME_CONFIRMED, {}, { timeout: 5000 })).toBeTruthy();
    expect($identity.get().user?.email).toBe(email);
    await expectAccessible();
  });

  it('greets a new member once: the dashboard welcomes them aboard, the link only confirms', async () => {
    const email = uniqueEmail('greeted');
    await signup(email, 'whiskers-7', { full_name: 'Nia New' });
    const token = await mailedToken(email, 'signup-confirmation');
    open(`/membership/#confirmation_token=${token}`);
    const dashboard = document.createElement('div');
    document.querySelector('main')?.append(dashboard);
    render(
      <MembershipDashboard
        host={dashboard}
        options={{ plansUrl: '/membership/plans', loginUrl: '/auth/' }}
      />,
      { container: dashboard },
    );
    expect(await screen.findByText(WELCOME_CONFIRMED, {}, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Welcome aboard, Nia New' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByText(/welcome/i)).toHaveLength(1);
  });

  it('says so when the link was already used', async () => {
    open('/membership/#confirmation_token=used-or-forged');
    expect(await screen.findByText(LINK_EXPIRED)).toBeTruthy();
  });

  it('logs in from a recovery link and lets the member choose a new password', async () => {
    const email = await confirmedMember('recover', 'whiskers-7');
    open(`/membership/recover-password#recovery_token=${await recoveryToken(email)}`);
    const field = await screen.findByLabelText(/New password/);
    await userEvent.type(field, 'fresh-catnip');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect((await screen.findByRole('status')).textContent).toContain(PASSWORD_CHANGED);
    await logout();
    await login(email, 'fresh-catnip', false);
  });

  it('confirms an email change for the logged-in member, and asks a visitor to log in', async () => {
    const email = await confirmedMember('change', 'whiskers-7');
    const next = uniqueEmail('changed');
    await changeEmail(next);
    const token = await mailedToken(next, 'email-change');
    await logout();
    open(`/membership/personal#email_change_token=${token}`);
    expect(await screen.findByText(LOGIN_TO_CONFIRM_EMAIL, { exact: false })).toBeTruthy();
    expect(localStorage.getItem('mw-return-to')).toBe('/membership/personal');
    await login(email, 'whiskers-7', false);
    open(`/membership/personal#email_change_token=${token}`);
    expect(await screen.findByText(emailChanged(next))).toBeTruthy();
  });
});

vi.setConfig({ testTimeout: 15_000 });
