import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberRecoverPassword } from '@widgets/containers/MemberRecoverPassword/MemberRecoverPassword';
import { $identity, login, logout, verifyToken } from '@stores/user';
import { FIELD_EMPTY, PASSWORD_CHANGED } from '@domain';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';
import { confirmedMember, recoveryToken } from './membership-support';
import { renderInPage } from '../../support/render-in-page';

const OLD_PASSWORD = 'whiskers-7';

/** A member who followed a recovery link: logged in, about to choose a new password. */
async function recovering(): Promise<string> {
  const email = await confirmedMember('recover', OLD_PASSWORD);
  await verifyToken('recovery', await recoveryToken(email));
  return email;
}

const mount = () =>
  renderInPage('Choose a new password', (host) => (
    <MemberRecoverPassword host={host} options={{ memberUrl: '/membership/' }} />
  ));

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));

describe('MemberRecoverPassword', () => {
  beforeEach(() => {
    connectStores();
  });

  it('waits quietly until a recovery link has logged the member in', async () => {
    const host = mount();
    expect(host.childElementCount).toBe(0);
    await recovering();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('saves the new password, then offers the member area', async () => {
    const email = await recovering();
    mount();
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-catnip');
    await save();
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(PASSWORD_CHANGED);
    expect(screen.getByRole('link', { name: 'Go to your member area' }).getAttribute('href')).toBe(
      '/membership/',
    );
    await expectAccessible();
    await logout();
    await expect(login(email, OLD_PASSWORD, false)).rejects.toThrow();
    expect((await login(email, 'fresh-catnip', false)).email).toBe(email);
  });

  it('asks for a password before sending anything, and names the problem', async () => {
    await recovering();
    mount();
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('autocomplete')).toBe('new-password');
    await save();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The problem is the field's own description, read out with it.
    const described = screen.getByLabelText('New password', {
      selector: `[aria-describedby~="${screen.getByText(FIELD_EMPTY).id}"]`,
    });
    expect(described).toBe(field);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect($identity.get().saving.password).toBe(false);
    await expectAccessible();
  });

  it('shows the service’s refusal and keeps what was typed', async () => {
    const email = await recovering();
    mount();
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await save();
    const alert = await screen.findByRole('alert');
    // The reference backend's own wording for a password under six characters.
    expect(alert.textContent).toMatch(/at least 6 characters/);
    expect(alert.textContent).toBe($identity.get().error);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('abc');
    expect(screen.queryByText(PASSWORD_CHANGED)).toBeNull();
    await expectAccessible();
    // The old password still works: a refused update changes nothing.
    await logout();
    expect((await login(email, OLD_PASSWORD, false)).email).toBe(email);
  });
});

vi.setConfig({ testTimeout: 20_000 });
