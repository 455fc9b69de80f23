import { ISO_COUNTRIES } from './country-list';

/** A delivery window in days. */
export interface DeliveryWindow {
  readonly min: number;
  readonly max: number;
}

/** A country picker entry (SPEC point 3). */
export interface Country {
  /** English name. */
  readonly label: string;
  /** ISO 3166-1 alpha-2 code. */
  readonly value: string;
  /** Other spellings people search for. */
  readonly alternatives: readonly string[];
  /** Sort weight in the picker; higher first. */
  readonly boost: number;
  /** Only on EU members (and Gibraltar, as the spec lists it). */
  readonly EU?: true;
  /** Only on some; always EUR. */
  readonly currency?: 'EUR';
  /** Only on some. */
  readonly delivery?: DeliveryWindow;
  /** Russian Federation and Ukraine cannot be chosen. */
  readonly disabled?: true;
}

/** Picker boosts (SPEC point 9); every other country 0. */
export const COUNTRY_BOOST: Readonly<Record<string, number>> = {
  DE: 5,
  CA: 6,
  NL: 4,
  GB: 3,
  US: 2,
};

/** The 27 EU member states. */
export const EU_MEMBERS: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** EU members that keep their own currency. */
const EU_OUTSIDE_EURO: ReadonlySet<string> = new Set(['BG', 'CZ', 'DK', 'HU', 'PL', 'RO', 'SE']);

/** EU members that use the euro; with Switzerland, Norway and the UK they are priced in EUR. */
const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  ...[...EU_MEMBERS].filter((code) => !EU_OUTSIDE_EURO.has(code)),
  'CH',
  'NO',
  'GB',
]);

/** Europe outside the EU, delivered like the EU ("most of Europe"). */
const REST_OF_EUROPE = [
  'AD',
  'AL',
  'BA',
  'CH',
  'FO',
  'IS',
  'LI',
  'MC',
  'ME',
  'MK',
  'NO',
  'RS',
  'SM',
  'VA',
];

/** "Most other listed non-EU countries": the ones we ship to with the standard 7-20 days. */
const STANDARD_WORLD = [
  'AE',
  'AR',
  'AU',
  'CL',
  'CN',
  'CO',
  'CR',
  'HK',
  'ID',
  'IN',
  'JP',
  'KR',
  'MX',
  'MY',
  'NZ',
  'PE',
  'PH',
  'QA',
  'SA',
  'TH',
  'TR',
  'TW',
  'UY',
  'VN',
  'ZA',
];

const window = (min: number, max: number): DeliveryWindow => ({ min, max });

/** Delivery windows by country (SPEC point 9); countries without an entry have no estimate. */
export const DELIVERY_DAYS: Readonly<Record<string, DeliveryWindow>> = {
  ...Object.fromEntries([...EU_MEMBERS, ...REST_OF_EUROPE].map((code) => [code, window(4, 14)])),
  ...Object.fromEntries(STANDARD_WORLD.map((code) => [code, window(7, 20)])),
  DE: window(4, 10),
  GB: window(4, 20),
  US: window(5, 15),
  CA: window(5, 15),
  BR: window(10, 15),
  SG: window(5, 20),
  UM: window(10, 30),
  IL: window(30, 40),
  LB: window(60, 70),
};

/** Countries that cannot be chosen (SPEC point 5). */
export const DISABLED_COUNTRIES: ReadonlySet<string> = new Set(['RU', 'UA']);

/** Every country with its picker attributes. */
export const COUNTRIES: readonly Country[] = ISO_COUNTRIES.map(
  ([value, label, alternatives = []]) => {
    const delivery = DELIVERY_DAYS[value];
    return {
      label,
      value,
      alternatives,
      boost: COUNTRY_BOOST[value] ?? 0,
      ...((EU_MEMBERS.has(value) || value === 'GI') && { EU: true as const }),
      ...(EURO_COUNTRIES.has(value) && { currency: 'EUR' as const }),
      ...(delivery && { delivery }),
      ...(DISABLED_COUNTRIES.has(value) && { disabled: true as const }),
    };
  },
);

const byCode = new Map(COUNTRIES.map((country) => [country.value, country]));

/** The country with this two-letter code (any case). */
export const countryByCode = (code: string | undefined): Country | undefined =>
  code ? byCode.get(code.toUpperCase()) : undefined;

/** Lower case without accents: "Österreich" matches "osterreich". */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The picker's order: boost first (higher first), then the label. */
export const compareCountries = (a: Country, b: Country): number =>
  b.boost - a.boost || a.label.localeCompare(b.label, 'en');

/**
 * Countries whose label, code or an alternative spelling contains the query, ignoring case
 * and accents, in the picker's order. An empty query lists every country.
 */
export function searchCountries(query: string): Country[] {
  const needle = foldText(query.trim());
  const matches = needle
    ? COUNTRIES.filter(
        (c) =>
          c.value.toLowerCase() === needle ||
          [c.label, ...c.alternatives].some((name) => foldText(name).includes(needle)),
      )
    : [...COUNTRIES];
  return matches.sort(compareCountries);
}
