import { toMinorUnits } from '@domain';

/**
 * What the vault takes as an amount: a whole number of minor units, in range. The ceiling is
 * far above any order of the magazine (a million dollars) and below what the intents' column
 * holds, so an amount is refused here rather than overflowing there.
 */
export const MAX_MINOR_AMOUNT = 99_999_999;

const MINOR = /^\d{1,12}$/;
const MAJOR = /^\d{1,12}(\.\d{1,4})?$/;

const inRange = (value: number, min: number) =>
  Number.isSafeInteger(value) && value >= min && value <= MAX_MINOR_AMOUNT ? value : undefined;

/** An amount in minor units (`1900`), as a number or the query string's digits. */
export function minorAmount(raw: unknown, min = 1): number | undefined {
  if (typeof raw === 'number') return inRange(raw, min);
  return typeof raw === 'string' && MINOR.test(raw) ? inRange(Number(raw), min) : undefined;
}

/** An amount in major units (`"19.00"`), as wallets send it, converted to minor units. */
export function majorAmount(raw: unknown, currency: string, min = 1): number | undefined {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && MAJOR.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0
    ? inRange(toMinorUnits(value, currency), min)
    : undefined;
}

/** A currency as ISO 4217 writes one: three letters (what the approval page can format). */
export const currencyCode = (raw: unknown, fallback: string): string | undefined => {
  if (raw === undefined) return fallback;
  return typeof raw === 'string' && /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : undefined;
};
