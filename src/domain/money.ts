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
  /** Round to whole multiples of this (e.g. 1 for whole units, 0.1 for tenths). */
  readonly round_interval?: number;
  /** After rounding, end on this fraction (e.g. 0.99 for 19.99). */
  readonly round_fraction?: number;
}

const roundTo = (value: number, interval: number, mode: 'up' | 'down' | 'nearest') => {
  const steps = round(value / interval, 9);
  const whole =
    mode === 'up' ? Math.ceil(steps) : mode === 'down' ? Math.floor(steps) : Math.round(steps);
  return whole * interval;
};

/**
 * Converts a base-currency amount into a display currency: times the rate, then rounded by
 * the setting (up, down or nearest, to round_interval), then moved to end on round_fraction.
 * Free stays free: ending on the fraction would turn 0 into -0.01 (a companion eBook).
 */
export function convertAmount(amount: number, setting: CurrencySetting | undefined): number {
  if (!setting || setting.type !== 'display' || !setting.rate || amount === 0) return amount;
  let value = amount * setting.rate;
  if (setting.round) {
    const interval = setting.round_interval || 1;
    value = roundTo(value, interval, setting.round);
    if (setting.round_fraction) value = value - interval + setting.round_fraction;
  }
  return round(value, setting.decimals ?? 2);
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
