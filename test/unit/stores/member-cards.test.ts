import { beforeEach, describe, expect, it } from 'vitest';
import { cardName } from '@domain';
import {
  $memberCards,
  addMemberCard,
  defaultCardId,
  loadMemberCards,
  removeMemberCard,
  toShownCards,
} from '@stores/member-cards';
import { logout } from '@stores/user';
import { connectStores } from '../../support/connected';
import { signedInMember } from '../../widgets/containers/membership-support';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('member cards: the store view', () => {
  it.each([
    [
      'a card with the default mark and its printed expiry',
      [{ id: 'c1', brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2031, token: 't' }],
      'c1',
      [{ id: 'c1', brand: 'Visa', last4: '4242', expiry: '03/31', isDefault: true }],
    ],
    [
      'no brand: "Card"; no expiry: none shown; not the default',
      [{ id: 'c2', last4: '0005' }],
      'c1',
      [{ id: 'c2', brand: 'Card', last4: '0005', expiry: '', isDefault: false }],
    ],
    ['an entry without an id or last 4 is left out', [{ last4: '1' }, { id: 'x' }, null], 'x', []],
  ])('%s', (_name, raw, defaultId, shown) => {
    expect(toShownCards(raw, defaultId)).toEqual(shown);
  });

  it("reads the default from the account's billing", () => {
    expect(defaultCardId({ billing: { account_card_id: 'c1' } })).toBe('c1');
    expect(defaultCardId({ billing: { account_card_id: null } })).toBeUndefined();
    expect(defaultCardId(null)).toBeUndefined();
  });

  it('names a card by brand and last 4', () => {
    expect(cardName({ brand: 'Visa', last4: '4242' })).toBe('Visa ending in 4242');
  });
});

describe('member cards: the store against the reference backend', () => {
  beforeEach(() => connectStores());

  it('keeps the vault token out of the store and forgets the cards at sign-out', async () => {
    await signedInMember('cards-forgotten');
    await loadMemberCards(true);
    await addMemberCard(CARD);
    const [card] = $memberCards.get().cards;
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', isDefault: true });
    expect(JSON.stringify($memberCards.get())).not.toMatch(/tok_|4242 4242/);

    await logout();
    // Nothing of the member stays (reading the store again finds no one signed in).
    expect($memberCards.get()).toMatchObject({ cards: [], said: '', error: null });
  });

  it('keeps the cards as they were when a removal fails', async () => {
    await signedInMember('cards-kept');
    await loadMemberCards(true);
    await addMemberCard(CARD);
    const before = $memberCards.get().cards;
    await expect(removeMemberCard('card-that-is-not-there')).rejects.toThrow();
    expect($memberCards.get().cards).toEqual(before);
    expect($memberCards.get().error?.on).toBe('remove');
  });
});
