import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipSlider } from '@widgets/containers/MembershipSlider/MembershipSlider';
import type { MembershipSliderOptions } from '@widgets/containers/MembershipSlider/options';
import { options as schema } from '@widgets/containers/MembershipSlider/options';
import { defaultsOf } from '@kit';
import { setUser } from '@stores/user';
import { connectStores } from '../../support/connected';
import { expectAccessible } from '../../setup/axe';

const OPTIONS: MembershipSliderOptions = defaultsOf(schema);

const mount = (options: Partial<MembershipSliderOptions> = {}) => {
  document.body.innerHTML = '<main><h1>Plans</h1><div id="host"></div></main>';
  const host = document.getElementById('host') as HTMLElement;
  return render(<MembershipSlider host={host} options={{ ...OPTIONS, ...options }} />, {
    container: host,
  });
};

const card = (name: string) =>
  screen
    .getByRole('heading', { name: new RegExp(`^${name}( Current plan)?$`) })
    .closest('li') as HTMLElement;

describe('MembershipSlider', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows a visitor the three plans at SPEC point 9's yearly prices, and monthly on the switch", async () => {
    setUser(null);
    mount();
    expect(within(card('Supporter')).getByText('$30.00')).toBeTruthy();
    expect(within(card('Member')).getByText('$50.00')).toBeTruthy();
    expect(within(card('Smashing')).getByText('$99.00')).toBeTruthy();
    expect(within(card('Smashing')).getByText('10 % off books and events')).toBeTruthy();
    expect(within(card('Member')).getByText('$10.00 less than paying monthly')).toBeTruthy();
    expect(
      within(card('Member'))
        .getByRole('link', { name: 'Choose Member, yearly' })
        .getAttribute('href'),
    ).toBe('/membership/subscribe?plan=member&interval=yearly');
    expect(screen.getByRole('link', { name: 'Choose the student plan' }).getAttribute('href')).toBe(
      '/membership/subscribe?plan=smashing&interval=yearly&student=1',
    );
    await expectAccessible();

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(card('Supporter')).getByText('$3.00')).toBeTruthy();
    expect(within(card('Smashing')).getByText('$9.00')).toBeTruthy();
    expect(
      within(card('Supporter'))
        .getByRole('link', { name: 'Choose Supporter, monthly' })
        .getAttribute('href'),
    ).toBe('/membership/subscribe?plan=supporter&interval=monthly');
  });

  it("marks a member's own plan current and offers the others as an upgrade or a downgrade", async () => {
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'member' } },
    });
    mount();
    expect(within(card('Member')).getByText('Current plan')).toBeTruthy();
    expect(card('Member').getAttribute('aria-current')).toBe('true');
    expect(card('Smashing').hasAttribute('aria-current')).toBe(false);
    expect(
      within(card('Member'))
        .getByRole('link', { name: 'Manage your plan, yearly' })
        .getAttribute('href'),
    ).toBe('/membership/your-plan');
    expect(
      within(card('Smashing'))
        .getByRole('link', { name: 'Upgrade to Smashing, yearly' })
        .getAttribute('href'),
    ).toBe('/membership/your-plan?plan=smashing&interval=yearly');
    expect(
      within(card('Supporter'))
        .getByRole('link', { name: 'Downgrade to Supporter, yearly' })
        .getAttribute('href'),
    ).toBe('/membership/your-plan?plan=supporter&interval=yearly');
    expect(screen.queryByRole('link', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose the student plan' })).toBeNull();
    await expectAccessible();
  });

  it('shows nothing to a member, or before the reader is known, when it is for visitors', () => {
    setUser({
      id: 'u1',
      email: 'm@example.com',
      app_metadata: { subscription: { plan: 'smashing' } },
    });
    const { container } = mount({ audience: 'visitors' });
    expect(container.textContent).toBe('');
  });
});
