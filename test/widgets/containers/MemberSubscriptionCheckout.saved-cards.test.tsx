import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberSubscriptionCheckout } from '@widgets/containers/MemberSubscriptionCheckout/MemberSubscriptionCheckout';
import { options } from '@widgets/containers/MemberSubscriptionCheckout/options';
import { defaultsOf } from '@kit';
import { PAYPAL_SUBSCRIPTIONS_NEED_PPCP, PLAN_CHANGE_MESSAGES } from '@domain';
import { addMemberCard, makeDefaultMemberCard } from '@stores/member-cards';
import { $memberCardsState } from '@stores/member-cards/state';
import { $membership } from '@stores/membership';
import { $plan } from '@stores/user';
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

/** The payment choices are these radios, by name, in this order. */
async function expectChoices(names: readonly string[]) {
  // The ways to pay come with their own code, after the plan: a slow machine takes a while.
  const group = await screen.findByRole(
    'group',
    { name: 'How would you like to pay?' },
    { timeout: 5000 },
  );
  const radios = within(group).getAllByRole('radio');
  expect(radios).toHaveLength(names.length);
  names.forEach((name, index) => {
    expect(radios[index]).toBe(within(group).getByRole('radio', { name }));
  });
}

/** A member with a Visa and, as their default, a Mastercard, saved on their account. */
async function memberWithCards(name: string) {
  await signedInMember(name);
  await addMemberCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  await addMemberCard({ number: '5555 5555 5555 4444', expiry: '11/29', cvc: '123' });
  const master = $memberCardsState.get().cards.find((card) => card.last4 === '4444');
  await makeDefaultMemberCard(master?.id ?? '');
}

/** The store's payment settings with PayPal's entry changed. */
const payPalSettings =
  (paypal: object): typeof fetch =>
  async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input).includes('/api/settings/payments')) return res;
    const settings = (await res.json()) as Record<string, object>;
    return Response.json({ ...settings, paypal: { ...settings.paypal, ...paypal } });
  };
const withoutPayPal = payPalSettings({ enabled: false });

describe('MemberSubscriptionCheckout with saved cards and wallets', () => {
  beforeEach(() => fakeLocation('/membership/subscribe?plan=member&interval=monthly'));
  afterEach(() => vi.restoreAllMocks());

  it('offers the saved cards with the default chosen, PayPal, then a new card; pays with the default', async () => {
    connectStores();
    await memberWithCards('saved-cards');
    mount();
    await expectChoices([
      'Visa ending in 4242 Expires 12/30',
      'MasterCard ending in 4444 Expires 11/29, default',
      'PayPal',
      'A new card',
    ]);
    expect(screen.getByRole('radio', { name: /^MasterCard ending in 4444/ })).toHaveProperty(
      'checked',
      true,
    );
    // A saved card needs nothing typed.
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await expectAccessible();
    await userEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^MasterCard ending in 4444/ }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Pay $5.00 a month and start the plan' }),
    );
    expect(await screen.findByText(PLAN_CHANGE_MESSAGES.subscribed)).toBeTruthy();
    expect($plan.get()).toBe('member');
    expect($membership.get().subscription?.card).toEqual({ brand: 'MasterCard', last4: '4444' });
    await expectAccessible();
  });

  it('pays with another saved card when the member picks it', async () => {
    connectStores();
    await memberWithCards('other-card');
    mount();
    await userEvent.click(await screen.findByRole('radio', { name: /^Visa ending in 4242/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Pay $5.00 a month and start the plan' }),
    );
    await screen.findByText(PLAN_CHANGE_MESSAGES.subscribed);
    expect($membership.get().subscription?.card).toEqual({ brand: 'Visa', last4: '4242' });
  });

  it('offers PayPal only when the store enables it', async () => {
    connectStores(withoutPayPal);
    await memberWithCards('no-paypal');
    mount();
    await expectChoices([
      'Visa ending in 4242 Expires 12/30',
      'MasterCard ending in 4444 Expires 11/29, default',
      'A new card',
    ]);
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
    await expectAccessible();
  });

  it('PayPal without its subscriptions variant (ppcp) says so when picked; no plan is bought', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    connectStores(payPalSettings({ ppcp: false }));
    await signedInMember('no-ppcp');
    mount();
    await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      PAYPAL_SUBSCRIPTIONS_NEED_PPCP,
    );
    // No page handler: logged, as every payment error is (SPEC point 8).
    expect(errors).toHaveBeenCalledWith(`[widgets] ${PAYPAL_SUBSCRIPTIONS_NEED_PPCP}`);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveProperty('checked', true);
    expect($plan.get()).toBeUndefined();
  });

  it('without saved cards or wallets, shows the card fields alone', async () => {
    connectStores(withoutPayPal);
    await signedInMember('only-card');
    mount();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull();
  });
});
