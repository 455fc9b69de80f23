import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MembershipPlans from '@widgets/behaviours/MembershipPlans';
import { resetWarnings } from '@kit';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';

const page = (html: string) => {
  document.body.innerHTML = `<main><h1>Plans</h1>${html}</main>`;
  return document.querySelector('main > :not(h1)') as HTMLElement;
};

describe('MembershipPlans', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetWarnings();
  });

  const options = {
    plan: 'member',
    interval: 'monthly',
    student: false,
    checkoutUrl: '/membership/subscribe',
  } as const;

  it("points the editor's link at the subscription checkout with the plan, and puts it back", async () => {
    const link = page('<a href="/membership/plans">Become a member</a>');
    const disconnect = MembershipPlans.connect(link, options);
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/membership/subscribe?plan=member&interval=monthly',
    );
    await expectAccessible();
    disconnect();
    expect(link.getAttribute('href')).toBe('/membership/plans');
  });

  it('makes any other element a button that opens the checkout, by click or keyboard', async () => {
    const location = fakeLocation('/membership/plans');
    page('<span>Go Smashing</span>');
    MembershipPlans.connect(page('<span>Go Smashing</span>'), {
      ...options,
      plan: 'smashing',
      interval: 'yearly',
      student: true,
    });
    const button = screen.getByRole('button', { name: 'Go Smashing' });
    await userEvent.click(button);
    expect(location.assign).toHaveBeenCalledWith(
      '/membership/subscribe?plan=smashing&interval=yearly&student=1',
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(location.assign).toHaveBeenCalledTimes(2);
    await expectAccessible();
  });

  it('warns once about a plan that does not exist and leaves the element alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const link = page('<a href="/membership/plans">Gold</a>');
    MembershipPlans.connect(link, { ...options, plan: 'gold' });
    expect(link.getAttribute('href')).toBe('/membership/plans');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"gold" is not a plan'));
  });
});
