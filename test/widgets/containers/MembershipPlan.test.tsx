import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipPlan } from '@widgets/containers/MembershipPlan/MembershipPlan';
import { PLAN_CANCELED, PLAN_CHANGE_MESSAGES, SUBSCRIPTION_CARD_REQUIRED } from '@domain';
import { subscribe } from '@stores/membership';
import { $plan, login } from '@stores/user';
import { followUser } from '@stores/cart/account';
import { DEMO_PASSWORD } from '@server/services/identity/demo-members';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { renderInPage } from '../../support/render-in-page';

const mount = () =>
  renderInPage('Your plan', (host) => (
    <MembershipPlan host={host} options={{ plansUrl: '/membership/plans' }} />
  ));

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('MembershipPlan', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('upgrades, downgrades, cancels and renews, each with its message', async () => {
    fakeLocation('/membership/your-plan');
    await signedInMember('plan-changer');
    await subscribe({ plan: 'member', interval: 'yearly', student: false }, { card: CARD });
    mount();
    expect(await screen.findByRole('heading', { name: 'Member, $50.00 a year' })).toBeTruthy();
    expect(screen.getByText(/Paid with Visa ending in 4242/)).toBeTruthy();
    // The plan the member has is marked current, with no button to change to it.
    expect(screen.getByText('Current plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change to/ })).toBeNull();
    await expectAccessible();

    await userEvent.click(screen.getByRole('radio', { name: /^Smashing/ }));
    expect(screen.queryByText('Current plan')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Change to Smashing, $99.00 a year' }),
    );
    expect(await screen.findByText(PLAN_CHANGE_MESSAGES.upgraded)).toBeTruthy();
    expect($plan.get()).toBe('smashing');
    expect(screen.getByRole('heading', { name: 'Smashing, $99.00 a year' })).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /^Supporter/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Change to Supporter, $30.00 a year' }),
    );
    expect(await screen.findByText(PLAN_CHANGE_MESSAGES.downgraded)).toBeTruthy();
    expect($plan.get()).toBe('supporter');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel your plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await screen.findByText(PLAN_CANCELED)).toBeTruthy();
    expect(screen.getByText(/Cancelled: your plan ends on/)).toBeTruthy();
    // Cancelled to the end of the paid period: still a supporter meanwhile.
    expect($plan.get()).toBe('supporter');

    await userEvent.click(screen.getByRole('button', { name: 'Renew your plan' }));
    expect(await screen.findByText(PLAN_CHANGE_MESSAGES.renewed)).toBeTruthy();
    expect(screen.getByText(/Renews on/)).toBeTruthy();
    await expectAccessible();
  });

  it("says a seeded member's change needs a card and keeps the plan as it was", async () => {
    fakeLocation('/membership/your-plan?plan=smashing&interval=monthly');
    followUser();
    await login('member@example.com', DEMO_PASSWORD, false);
    mount();
    expect(await screen.findByRole('heading', { name: 'Member, $50.00 a year' })).toBeTruthy();
    // The address chose the plan to change to.
    await userEvent.click(
      screen.getByRole('button', { name: 'Change to Smashing, $9.00 a month' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      SUBSCRIPTION_CARD_REQUIRED,
    );
    expect($plan.get()).toBe('member');
    expect(screen.getByRole('radio', { name: /^Smashing/ })).toHaveProperty('checked', true);
  });

  it('offers the plans to a member without one', async () => {
    fakeLocation('/membership/your-plan');
    await signedInMember('no-plan');
    mount();
    expect(await screen.findByRole('link', { name: 'Choose a plan' })).toHaveProperty(
      'href',
      'http://localhost:3000/membership/plans',
    );
    await expectAccessible();
  });
});
