/** What the saved-cards page says after each change, and how it names a card. */

/** "Visa ending in 4242": how a saved card is named in every message and label. */
export const cardName = (card: { readonly brand: string; readonly last4: string }): string =>
  `${card.brand} ending in ${card.last4}`;

/** A card's expiry as printed on it: "12/30". */
export const cardExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

export const cardAdded = (name: string): string => `${name} is saved to your account.`;
export const cardRemoved = (name: string): string => `${name} is removed from your account.`;
export const defaultCardChosen = (name: string): string =>
  `${name} is now your default card: your plan is charged to it.`;
export const NO_SAVED_CARDS =
  'You have no saved cards yet. Add one to pay for your plan without typing it again.';
