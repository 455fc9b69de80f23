import { countryByCode, searchCountries } from './countries';
import type { Country, DeliveryWindow } from './countries';
import type { DeliveryEstimate } from './delivery';

/** A country the delivery table lists: one with a delivery window (SPEC point 9). */
export interface DeliveryRow {
  readonly code: string;
  readonly label: string;
  readonly window: DeliveryWindow;
}

const toRow = ({ value, label, delivery }: Country): DeliveryRow[] =>
  delivery ? [{ code: value, label, window: delivery }] : [];

const byLabel = (a: DeliveryRow, b: DeliveryRow) => a.label.localeCompare(b.label, 'en');

let everyRow: readonly DeliveryRow[] | undefined;

/** Every country with a delivery window, alphabetical: the table before any search. */
export const allDeliveryRows = (): readonly DeliveryRow[] =>
  (everyRow ??= searchCountries('').flatMap(toRow).sort(byLabel));

export interface DeliverySearch {
  readonly rows: readonly DeliveryRow[];
  /** Names of the countries that match but have no window (the empty table says so). */
  readonly unlisted: readonly string[];
}

/**
 * The rows for what the shopper typed, alphabetical: a match on the English name, the code or
 * another spelling ("Deutschland", "UK"), ignoring case and accents. Countries without a
 * window are never rows (they have no estimate); a search that finds only those names them.
 */
export function searchDelivery(query: string): DeliverySearch {
  if (!query.trim()) return { rows: allDeliveryRows(), unlisted: [] };
  const found = searchCountries(query);
  return {
    rows: found.flatMap(toRow).sort(byLabel),
    unlisted: found.filter((country) => !country.delivery).map((country) => country.label),
  };
}

/** "4–14 days". */
export const formatDeliveryWindow = ({ min, max }: DeliveryWindow): string => `${min}–${max} days`;

/** How many rows a search left, for the table's polite count. */
export function deliveryMatches(shown: number, total: number): string {
  if (shown === 0) return 'No country matches.';
  if (shown === total) return `${total} countries.`;
  return `${shown} of ${total} countries.`;
}

/** The empty table's words: the countries found without an estimate, or how to search. */
export function noDeliveryMatch(query: string, unlisted: readonly string[]): string {
  if (unlisted.length === 0) {
    return `No country matches “${query.trim()}”. Try its English name or its two-letter code.`;
  }
  const named = unlisted.slice(0, 3).join(', ');
  const more = unlisted.length > 3 ? ` and ${unlisted.length - 3} more` : '';
  return `We have no delivery estimate for ${named}${more}.`;
}

/** What the shopper's cart says about where it goes (the store's shipping, else the saved details). */
export interface CartDestination {
  readonly shipping?: { readonly country?: string | undefined } | undefined;
  readonly metadata?:
    { readonly details?: { readonly shippingAddress?: { readonly country?: string } } } | undefined;
}

/**
 * The shopper's country: the cart's shipping country, else its saved shipping address, else
 * the page's own guess (an editor's option). An unknown code counts as none.
 */
export function shopperCountry(
  cart: CartDestination | null | undefined,
  fallback?: string,
): Country | undefined {
  const code =
    cart?.shipping?.country || cart?.metadata?.details?.shippingAddress?.country || fallback;
  return countryByCode(code);
}

/**
 * The prerelease dates of the cart's lines: products found by sku in the catalogue, those with
 * a date only (a book not out yet). Lines of unknown products are skipped.
 */
export function prereleaseItems(
  lines: readonly { readonly sku: string }[],
  bySku: Readonly<Record<string, { readonly prereleaseDate?: string | undefined }>>,
): { readonly prereleaseDate: string }[] {
  return lines.flatMap(({ sku }) => {
    const date = bySku[sku]?.prereleaseDate;
    return date ? [{ prereleaseDate: date }] : [];
  });
}

/** The arrival range as readers write dates: "12–20 March 2027" (en-GB), "March 12 – 20, 2027" (en-US). */
export const formatArrival = ({ from, to }: DeliveryEstimate, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
    from,
    to,
  );
