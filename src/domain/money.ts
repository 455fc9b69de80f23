/** Currencies the card provider counts in whole units, never x100 (SPEC point 5). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'DJF',
  'JPY',
  'KRW',
  'PYG',
  'VND',
  'XAF',
  'XPF',
  'CLP',
  'GNF',
  'KMF',
  'MGA',
  'RWF',
  'VUV',
  'XOF',
]);

/** The default currency (SPEC point 9). */
export const DEFAULT_CURRENCY = 'USD';
/** The locale amounts are formatted in when none is given or the given one fails. */
export const FALLBACK_FORMAT_LOCALE = 'en-US';
/** The store's default locale (SPEC point 9). */
export const DEFAULT_LOCALE = 'en_US';

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Card-provider intent amount: minor units (x100) except zero-decimal currencies. */
export const toMinorUnits = (amount: number, currency: string): number =>
  ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase())
    ? Math.round(amount)
    : Math.round(amount * 100);

/** Buy-now-pay-later amounts are always x100. */
export const toBnplAmount = (amount: number): number => Math.round(amount * 100);

/** Wallet amounts are rounded to 2 decimals. */
export const toWalletAmount = (amount: number): number => round(amount, 2);

/** The smallest amount a card can be charged, per currency (SPEC point 9). */
export const MINIMUM_CAPTURE: Readonly<Record<string, number>> = {
  USD: 0.5,
  AED: 2,
  AUD: 0.5,
  BGN: 1,
  BRL: 0.5,
  CAD: 0.5,
  CHF: 0.5,
  CZK: 15,
  DKK: 2.5,
  EUR: 0.5,
  GBP: 0.3,
  HKD: 4,
  HRK: 0.5,
  HUF: 175,
  INR: 0.5,
  JPY: 50,
  MXN: 10,
  MYR: 2,
  NOK: 3,
  NZD: 0.5,
  PLN: 2,
  RON: 2,
  SEK: 3,
  SGD: 0.5,
  THB: 10,
};

/**
 * Whether an amount is below the currency's minimum capture: then no intent is created and
 * the card is only stored on the cart (SPEC point 4). Unknown currencies have no minimum.
 */
export const isBelowMinimumCapture = (amount: number, currency: string): boolean =>
  amount < (MINIMUM_CAPTURE[currency.toUpperCase()] ?? 0);

/** A display currency of the store settings (SPEC point 3). */
export interface CurrencySetting {
  readonly code: string;
  /** `display` currencies are converted from the base; others are priced natively. */
  readonly type?: 'display' | string;
  readonly decimals?: number;
  readonly rate?: number;
  readonly round?: 'up' | 'down' | 'nearest';
  /**
   * The store's own form: `fraction` (end on round_fraction, e.g. 19.99) or whole units. A
   * number is a step of its own (0.1 for tenths, 5 for fives), ending on round_fraction.
   */
  readonly round_interval?: 'whole' | 'fraction' | number;
  /** With a fraction interval (or a step), the amount ends on this (0.99 for 19.99). */
  readonly round_fraction?: number;
}

const ROUNDINGS = { up: Math.ceil, down: Math.floor, nearest: Math.round } as const;

/**
 * Rounds as the store's client does: to the nearest amount in the direction that ends on the
 * fraction, the amounts being a step apart (whole units unless a step is given).
 */
function roundAmount(
  value: number,
  setting: CurrencySetting,
  direction: keyof typeof ROUNDINGS,
): number {
  const interval = setting.round_interval;
  const step = typeof interval === 'number' && interval > 0 ? interval : 1;
  const fraction =
    interval === 'fraction' || typeof interval === 'number' ? (setting.round_fraction ?? 0) : 0;
  const steps = round((value - fraction) / step, 9);
  return ROUNDINGS[direction](steps) * step + fraction;
}

/**
 * Converts a base-currency amount into a display currency: times the rate, then rounded by
 * the entry's rule (up, down or nearest; whole units, or ending on round_fraction).
 * Free stays free: ending on the fraction would turn 0 into 0.99 (a companion eBook).
 */
export function convertAmount(amount: number, setting: CurrencySetting | undefined): number {
  if (!setting || setting.type !== 'display' || !setting.rate || amount === 0) return amount;
  const value = amount * setting.rate;
  return round(
    setting.round ? roundAmount(value, setting, setting.round) : value,
    setting.decimals ?? 2,
  );
}

// One formatter per locale and currency: building one costs far more than formatting with it,
// and a page of prices formats hundreds of amounts in a few currencies.
const formats = new Map<string, Intl.NumberFormat>();
const currencyFormat = (locale: string, currency: string): Intl.NumberFormat => {
  const key = `${locale} ${currency}`;
  const known = formats.get(key);
  if (known) return known;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  formats.set(key, format);
  return format;
};

/** Formats an amount with Intl; an unknown locale falls back to en-US. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return currencyFormat(locale?.replace('_', '-') ?? FALLBACK_FORMAT_LOCALE, currency).format(
      amount,
    );
  } catch {
    return currencyFormat(FALLBACK_FORMAT_LOCALE, currency).format(amount);
  }
}

/** Cents (the widget cart view) to major units. */
export const fromCents = (cents: number): number => cents / 100;
/** Major units (the wire) to cents, rounded to whole cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * What showing money needs of the store's settings (SPEC point 3) and the reader's choices
 * (the connection's stored locale and currency).
 */
export interface StoreMoney {
  /** Prices are formatted in it: the reader's chosen locale, else the store's, else en_US. */
  readonly locale: string;
  /** The store's own currency: the one a price that names none is in. */
  readonly base: string;
  /** What the reader sees prices in: the currency chosen for the session, else the store's. */
  readonly selected: string;
  readonly currencies: readonly CurrencySetting[];
}

/** Before (or without) the store's settings: en_US and USD (SPEC point 9). */
export const DEFAULT_STORE_MONEY: StoreMoney = {
  locale: DEFAULT_LOCALE,
  base: DEFAULT_CURRENCY,
  selected: DEFAULT_CURRENCY,
  currencies: [],
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const currencyEntry = (value: unknown): CurrencySetting | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const code = text(entry.code);
  return code ? { ...(entry as Partial<CurrencySetting>), code: code.toUpperCase() } : undefined;
};

/**
 * The money settings from the store's GET /settings answer (`locale`, `currency`,
 * `currencies`) and the reader's stored choices; whatever the answer lacks keeps its default.
 */
export function readStoreMoney(
  settings: unknown,
  chosen: { readonly locale?: string; readonly currency?: string } = {},
): StoreMoney {
  const given = (typeof settings === 'object' && settings) || {};
  const { locale, currency, currencies } = given as Record<string, unknown>;
  const base = text(currency)?.toUpperCase() ?? DEFAULT_CURRENCY;
  return {
    locale: text(chosen.locale) ?? text(locale) ?? DEFAULT_LOCALE,
    base,
    selected: text(chosen.currency)?.toUpperCase() ?? base,
    currencies: Array.isArray(currencies)
      ? currencies.map(currencyEntry).filter((entry) => entry !== undefined)
      : [],
  };
}

/**
 * An amount as the reader sees it. One in the store's own currency (or naming none) moves to
 * the selected currency when that is a display currency, by its entry's rate and rounding
 * rule (convertAmount); one the store already priced in another currency stays as it is.
 */
export function displayAmount(
  amount: number,
  currency: string | undefined,
  money: StoreMoney,
): { readonly amount: number; readonly currency: string } {
  const from = currency?.toUpperCase() ?? money.base;
  const entry = money.currencies.find((c) => c.code === money.selected);
  if (from === money.selected || from !== money.base || entry?.type !== 'display') {
    return { amount, currency: from };
  }
  return { amount: convertAmount(amount, entry), currency: money.selected };
}
