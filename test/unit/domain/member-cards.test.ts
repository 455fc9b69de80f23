import { describe, expect, it } from 'vitest';
import {
  cardAdded,
  cardExpiry,
  cardName,
  cardRemoved,
  defaultCardChosen,
} from '@domain/member-cards';

describe("the saved cards' words", () => {
  const name = cardName({ brand: 'Visa', last4: '4242' });

  it('names a card by its brand and last four digits, and its expiry as printed', () => {
    expect(name).toBe('Visa ending in 4242');
    expect(cardExpiry(3, 2030)).toBe('03/30');
  });

  it('says each change with the card it touched', () => {
    expect(cardAdded(name)).toBe('Visa ending in 4242 is saved to your account.');
    expect(cardRemoved(name)).toBe('Visa ending in 4242 is removed from your account.');
    expect(defaultCardChosen(name)).toBe(
      'Visa ending in 4242 is now your default card: your plan is charged to it.',
    );
  });
});
