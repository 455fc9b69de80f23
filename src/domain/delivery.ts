import { countryByCode } from './countries';
import type { DeliveryWindow } from './countries';

/** The default delivery window when no country is chosen yet (SPEC point 9). */
export const DEFAULT_DELIVERY_WINDOW: DeliveryWindow = { min: 10, max: 21 };

export interface DeliveryEstimate {
  readonly from: Date;
  readonly to: Date;
}

const DAY = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

// `2027-03-01` means that day wherever the reader is, not UTC midnight.
const readDate = (value: string | Date): Date => {
  if (value instanceof Date) return value;
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts
    ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))
    : new Date(value);
};
const addDays = (date: Date, days: number) => new Date(startOfDay(date).getTime() + days * DAY);

/**
 * When the cart's items arrive: the country's window added to the latest prerelease date
 * among the items (today if none is a prerelease). The default window applies while no
 * country is chosen; a chosen country without an entry has no estimate (SPEC point 9).
 */
export function estimateDelivery(
  country: string | undefined,
  items: readonly { readonly prereleaseDate?: string | Date | null }[],
  today: Date,
): DeliveryEstimate | undefined {
  const window = country ? countryByCode(country)?.delivery : DEFAULT_DELIVERY_WINDOW;
  if (!window) return undefined;
  let start = startOfDay(today);
  for (const { prereleaseDate } of items) {
    if (!prereleaseDate) continue;
    const date = startOfDay(readDate(prereleaseDate));
    if (!Number.isNaN(date.getTime()) && date > start) start = date;
  }
  return { from: addDays(start, window.min), to: addDays(start, window.max) };
}
