import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberSubscriptionCheckout } from '@widgets/containers/MemberSubscriptionCheckout/MemberSubscriptionCheckout';
import { options } from '@widgets/containers/MemberSubscriptionCheckout/options';
import { defaultsOf } from '@kit';
import {
  ALREADY_SUBSCRIBED,
  CARD_DECLINED,
  CARD_EXPIRY_EMPTY,
  CARD_INCOMPLETE,
  PLAN_CHANGE_MESSAGES,
} from '@domain';
import { $plan, setUser } from '@stores/user';
import { $identity } from '@stores/user/state';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';
import { renderInPage } from '../../support/render-in-page';

const OPTIONS = defaultsOf(options);

const mount = () =>
  renderInPage('Become a member', (host) => (
    <MemberSubscriptionCheckout host={host} options={OPTIONS} />
  ));

const typeCard = async (number: string, expiry = '12/30') => {
  // The card form comes with the payment part's own code: a busy machine takes a while.
  const field = await screen.findByLabelText('Card number', {}, { timeout: 5000 });
  await userEvent.type(field, number);
  await userEvent.type(screen.getByLabelText('Expiry'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), '123');
};

describe('MemberSubscriptionCheckout', () => {
  beforeEach(() => {
    connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to log in or sign up, with the plan the address chose', async () => {
    fakeLocation('/membership/subscribe?plan=smashing&interval=monthly');
    setUser(null);
    mount();
    expect(
      await screen.findByRole('heading', { name: 'Your plan: Smashing, $9.00 a month' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Smashing/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(localStorage.getItem('mw-return-to')).toBe(
      '/membership/subscribe?plan=smashing&interval=monthly',
    );
    await expectAccessible();
  });

  it('subscribes a member to member yearly with 4242: the plan applies at once', async () => {
    fakeLocation('/membership/subscribe?plan=member&interval=yearly');
    await signedInMember('subscriber');
    mount();
    // The expiry as many type it, without a separator: shown and read as December 2030.
    await typeCard('4242424242424242', '1230');
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveProperty('value', '12 / 30');
    await expectAccessible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay $50.00 a year and start the plan' }),
    );
    expect(await screen.findByText(PLAN_CHANGE_MESSAGES.subscribed)).toBeTruthy();
    expect($plan.get()).toBe('member');
    expect($identity.get().planChange).toBe('subscribed');
    expect($identity.get().saving.plan).toBe(false);
    // The card number lives nowhere once paid.
    expect(JSON.stringify(localStorage)).not.toContain('4242 4242');
    await expectAccessible();
  });

  it('keeps the plan and what was typed when the card is declined', async () => {
    fakeLocation('/membership/subscribe?plan=supporter&interval=monthly');
    await signedInMember('declined');
    mount();
    await typeCard('4000 0000 0000 0002');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay $3.00 a month and start the plan' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CARD_DECLINED);
    expect(screen.getByLabelText('Expiry')).toHaveProperty('value', '12 / 30');
    expect($plan.get()).toBeUndefined();
  });

  it('refuses an incomplete card before anything is sent', async () => {
    fakeLocation('/membership/subscribe');
    await signedInMember('incomplete');
    mount();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay $50.00 a year and start the plan' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')));
    // Each field says its own problem; nothing general above the form.
    expect(screen.getByText(CARD_INCOMPLETE)).toBeTruthy();
    expect(screen.getByText(CARD_EXPIRY_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect($plan.get()).toBeUndefined();
  });

  it('sends a member who already has a plan to the plan page instead', async () => {
    fakeLocation('/membership/subscribe?plan=smashing');
    await signedInMember('twice');
    mount();
    await typeCard('4242 4242 4242 4242');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay $99.00 a year and start the plan' }),
    );
    await screen.findByText(PLAN_CHANGE_MESSAGES.subscribed);
    document.body.innerHTML = '';
    mount();
    expect(await screen.findByText(new RegExp(ALREADY_SUBSCRIBED.slice(0, 20)))).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
