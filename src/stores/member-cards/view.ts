import { cardExpiry } from '@domain/member-cards';
import type { ShownCard } from './state';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const record = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The account's default card id (Swell's billing.account_card_id), if it has one. */
export const defaultCardId = (account: unknown): string | undefined =>
  text(record(record(account)?.billing)?.account_card_id);

/**
 * The store's cards as the page shows them: brand, last 4, expiry and the default mark. The
 * vault token each carries stays behind; an entry without an id or last 4 is left out.
 */
export function toShownCards(raw: readonly unknown[], defaultId: string | undefined): ShownCard[] {
  return raw.flatMap((entry) => {
    const card = record(entry) ?? {};
    const id = text(card.id);
    const last4 = text(card.last4);
    if (!id || !last4) return [];
    const month = Number(card.exp_month);
    const year = Number(card.exp_year);
    return [
      {
        id,
        brand: text(card.brand) ?? 'Card',
        last4,
        expiry: month > 0 && year > 0 ? cardExpiry(month, year) : '',
        isDefault: id === defaultId,
      },
    ];
  });
}

/** The saved card a payment starts with: the default one, else the first; none without cards. */
export const preselectedCard = (cards: readonly ShownCard[]): ShownCard | undefined =>
  cards.find((card) => card.isDefault) ?? cards[0];
