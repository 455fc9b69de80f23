import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { EditButton } from '@widgets/containers/EditButton/EditButton';
import { registry } from '@widgets/registry';
import { ensureIdentity, login } from '@stores/user/actions';
import { $reader } from '@stores/user/reader';
import { setUser } from '@stores/user/state';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.body.innerHTML =
    '<main><h1>An article</h1><p>By Jonas · 16 min read <span id="host"></span></p></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(
    <EditButton
      host={host}
      options={{ editUrl: '/admin/articles/a', label: 'Edit this article' }}
    />,
    { container: host },
  );
  return host;
};

const fetchedFor = () => registry.containers.EditButton?.when?.() ?? true;

describe('EditButton', () => {
  // First: gotrue-js keeps the last login in module state, which a forged record must not meet.
  it("shows nothing when the browser's record claims a role the service does not give", async () => {
    connectStores();
    localStorage.setItem('gotrue.user', JSON.stringify({ app_metadata: { roles: ['admin'] } }));
    expect(fetchedFor()).toBe(true);
    const host = mount();
    // The identity service has answered for the remembered session: the reader is known.
    await act(() => ensureIdentity());
    expect($reader.get()).not.toBeUndefined();
    expect(host.textContent).toBe('');
  });

  it(
    'shows the edit link to an editor the identity service knows',
    { timeout: 20_000 },
    async () => {
      connectStores();
      await login('smashing@example.com', DEMO_PASSWORD, true);
      mount();
      const link = await screen.findByRole('link', { name: 'Edit this article' });
      expect(link.getAttribute('href')).toBe('/admin/articles/a');
      await expectAccessible();
    },
  );

  it('shows nothing to a reader or a visitor', async () => {
    connectStores();
    await login('reader@example.com', DEMO_PASSWORD, true);
    const host = mount();
    await act(() => ensureIdentity());
    expect($reader.get()?.email).toBe('reader@example.com');
    expect(host.textContent).toBe('');
    setUser(null);
    expect(host.textContent).toBe('');
  });

  it('is fetched only for a session remembered as an editor’s', async () => {
    connectStores();
    expect(fetchedFor()).toBe(false);
    await login('reader@example.com', DEMO_PASSWORD, true);
    expect(fetchedFor()).toBe(false);
    localStorage.clear();
    await login('smashing@example.com', DEMO_PASSWORD, true);
    expect(fetchedFor()).toBe(true);
  });

  it("is fetched for an editor's session kept by the tab alone (no remember me)", async () => {
    connectStores();
    await login('smashing@example.com', DEMO_PASSWORD, false);
    expect(localStorage.length).toBe(0);
    expect(fetchedFor()).toBe(true);
  });
});
