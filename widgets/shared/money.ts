import { formatMoney, fromCents } from '@domain/money';

/** Cents in a currency, formatted for the reader's language. */
export const money = (cents: number, currency: string): string =>
  formatMoney(
    fromCents(cents),
    currency,
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
