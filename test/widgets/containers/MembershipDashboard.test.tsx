import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipDashboard } from '@widgets/containers/MembershipDashboard/MembershipDashboard';
import { login, logout } from '@stores/user/actions';
import { setUser } from '@stores/user/state';
import { swapClients } from '@stores/seam';
import { defaultConfig } from '@config/config';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const mount = () => {
  document.body.innerHTML = '<main><h1>Your membership</h1><div id="host"></div></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(
    <MembershipDashboard
      host={host}
      options={{ plansUrl: '/membership/plans', loginUrl: '/auth/' }}
    />,
    { container: host },
  );
  return host;
};

describe('MembershipDashboard', () => {
  it(
    "shows a member's dashboard and the shortcuts into the area",
    { timeout: 20_000 },
    async () => {
      connectStores();
      await login('member@example.com', DEMO_PASSWORD, false);
      mount();
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Welcome back, Milo Member' },
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(screen.getByText(/Member plan \(yearly\): 5\s% off in the shop/)).toBeTruthy();
      const shortcuts = screen.getByRole('navigation', { name: 'Your membership' });
      expect(
        within(shortcuts)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([
        '/membership/personal',
        '/membership/your-plan',
        '/membership/orders',
        '/membership/downloads',
      ]);
      await expectAccessible();
      await logout();
    },
  );

  it('shows a visitor the plans in brief and the way to log in', async () => {
    connectStores();
    setUser(null);
    mount();
    expect(screen.getByRole('heading', { name: 'Become a member' })).toBeTruthy();
    expect(screen.getByText(/\$5\.00 a month or \$50\.00 a year, 5 % off/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare the plans' }).getAttribute('href')).toBe(
      '/membership/plans',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/');
    await expectAccessible();
  });

  it('turns to the plans when the member logs out on the page', async () => {
    connectStores();
    await login('member@example.com', DEMO_PASSWORD, false);
    mount();
    await screen.findByRole('heading', { name: 'Welcome back, Milo Member' }, { timeout: 5000 });
    await act(() => logout());
    expect(await screen.findByRole('heading', { name: 'Become a member' })).toBeTruthy();
  });

  it('says when the dashboard cannot be fetched, and tries again', async () => {
    connectStores();
    await login('member@example.com', DEMO_PASSWORD, false);
    const base = inject('backendUrl');
    let down = true;
    swapClients({
      config: defaultConfig(base),
      site: {
        baseUrl: `${base}/site-api`,
        fetch: async (input, init) =>
          down ? new Response(null, { status: 503 }) : fetch(input, init),
      },
    });
    mount();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
    await expectAccessible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Milo Member' }, { timeout: 5000 }),
    ).toBeTruthy();
    await logout();
  });
});
