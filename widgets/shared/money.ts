import { formatMoney, fromCents } from '@domain/money';
import { $storeMoney } from '@stores/store-money';

/**
 * Cents in a currency, formatted in the store's locale (the reader's chosen one, else the
 * store's settings', else en_US: SPEC point 9), as far as the page knows it yet.
 */
export const money = (cents: number, currency: string): string =>
  formatMoney(fromCents(cents), currency, $storeMoney.get().money.locale);
