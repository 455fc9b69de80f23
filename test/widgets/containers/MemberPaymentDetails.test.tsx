import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberPaymentDetails } from '@widgets/containers/MemberPaymentDetails/MemberPaymentDetails';
import {
  CARD_DECLINED,
  CARD_NUMBER_INVALID,
  NO_SAVED_CARDS,
  cardAdded,
  cardRemoved,
  defaultCardChosen,
} from '@domain';
import { connectStores } from '../../support/connected';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { signedInMember } from './membership-support';

const mount = () => {
  document.body.innerHTML =
    '<main><h1>Your plan</h1><h2>Payment details</h2><div id="host"></div></main>';
  const host = document.getElementById('host') as HTMLElement;
  render(<MemberPaymentDetails host={host} options={{}} />, { container: host });
};

const typeCard = async (number: string) => {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry'), '12/30');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save the card' }));
};

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('MemberPaymentDetails', () => {
  beforeEach(() => {
    connectStores();
    fakeLocation('/membership/your-plan');
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a card, makes another the default and removes the first', async () => {
    await signedInMember('card-saver');
    mount();
    expect(await screen.findByText(NO_SAVED_CARDS)).toBeTruthy();
    await expectAccessible();

    await typeCard('4242 4242 4242 4242');
    expect(await screen.findByText(cardAdded('Visa ending in 4242'))).toBeTruthy();
    // The account's first card is its default; the fields are empty for the next one.
    expect(within(row('Visa ending in 4242')).getByText('Default')).toBeTruthy();
    expect(within(row('Visa ending in 4242')).getByText('Expires 12/30')).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '');

    await typeCard('5555 5555 5555 4444');
    expect(await screen.findByText(cardAdded('MasterCard ending in 4444'))).toBeTruthy();
    await userEvent.click(
      within(row('MasterCard ending in 4444')).getByRole('button', { name: /^Make default/ }),
    );
    expect(await screen.findByText(defaultCardChosen('MasterCard ending in 4444'))).toBeTruthy();
    expect(within(row('MasterCard ending in 4444')).getByText('Default')).toBeTruthy();
    expect(
      within(row('Visa ending in 4242')).getByRole('button', { name: /^Make default/ }),
    ).toBeTruthy();

    await userEvent.click(
      within(row('Visa ending in 4242')).getByRole('button', { name: /^Remove/ }),
    );
    // Asked first: kept, the focus is back on Remove.
    await userEvent.click(screen.getByRole('button', { name: /^Keep it/ }));
    expect(document.activeElement?.textContent).toMatch(/^Remove/);
    expect(row('Visa ending in 4242')).toBeTruthy();
    await userEvent.click(
      within(row('Visa ending in 4242')).getByRole('button', { name: /^Remove/ }),
    );
    const question = screen.getByRole('group', { name: 'Remove Visa ending in 4242?' });
    expect(document.activeElement?.textContent).toMatch(/^Yes, remove it/);
    await expectAccessible();
    await userEvent.click(within(question).getByRole('button', { name: /^Yes, remove it/ }));
    expect(await screen.findByText(cardRemoved('Visa ending in 4242'))).toBeTruthy();
    // The row went with the focus in it: the cards' area has it now, not the page.
    expect(
      document.activeElement?.contains(screen.getByRole('list', { name: 'Saved cards' })),
    ).toBe(true);
    const left = within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem');
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('MasterCard ending in 4444');
  }, 20_000);

  it("says a mistyped card beside its field, and the bank's refusal above the form", async () => {
    await signedInMember('card-refused');
    mount();
    await screen.findByText(NO_SAVED_CARDS);

    await typeCard('4242 4242 4242 4241');
    const number = screen.getByLabelText('Card number');
    await vi.waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')).toHaveProperty(
      'textContent',
      CARD_NUMBER_INVALID,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('CVC')).toHaveProperty('value', '123');

    await userEvent.clear(number);
    await userEvent.type(number, '4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Save the card' }));
    expect(await screen.findByText(CARD_DECLINED)).toBeTruthy();
    expect(number).toHaveProperty('value', '4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiry')).toHaveProperty('value', '12 / 30');
    // Nothing was kept.
    expect(screen.getByText(NO_SAVED_CARDS)).toBeTruthy();
    await expectAccessible();
  }, 15_000);
});
