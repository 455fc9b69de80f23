import { cardBrand } from './cards';

/*
 * How a card's fields read as they are typed, wherever a card is typed: our own card form and
 * the card provider's stand-in format alike, so a reader meets one card form everywhere.
 */

/** A field's value as the card rules read it, and as the field shows it. */
export interface Formatted {
  /** Digits only (the expiry's month and year as `MMYY`). */
  readonly value: string;
  readonly display: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** How many digits a card number of this brand has (the store caps every number at 16). */
export function cardNumberLength(number: string): number {
  const brand = cardBrand(number);
  return brand === 'American Express' ? 15 : brand === 'Diners Club' ? 14 : 16;
}

/** The groups a card prints its number in: 4-6-5 for American Express, 4-6-4 for Diners. */
const groupsOf = (number: string): readonly number[] => {
  const brand = cardBrand(number);
  return brand === 'American Express' || brand === 'Diners Club' ? [4, 6, 5] : [4, 4, 4, 4];
};

/** A card number in its printed groups ("4242 4242 4242 4242"), digits beyond its length cut. */
export function formatCardNumber(raw: string): Formatted {
  const value = digitsOf(raw).slice(0, cardNumberLength(digitsOf(raw)));
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(value)) {
    if (at >= value.length) break;
    parts.push(value.slice(at, at + size));
    at += size;
  }
  return { value, display: parts.join(' ') };
}

/**
 * An expiry as `MM / YY`, from "1230", "12/30", "12 / 30" or an autofilled "12/2030". A first
 * digit above 1 can only be a month with a leading zero, as can `1` followed by a separator or
 * by a digit above 2; a four-digit year keeps its last two digits.
 */
export function formatCardExpiry(raw: string): Formatted {
  const [first = '', second] = raw.trim().split(/\s*[/\-\s]\s*/);
  let month: string;
  let year: string;
  if (second !== undefined) {
    month = digitsOf(first).slice(0, 2);
    if (month.length === 1) month = `0${month}`;
    const fullYear = digitsOf(second);
    year = fullYear.length === 4 ? fullYear.slice(2) : fullYear.slice(0, 2);
  } else {
    let digits = digitsOf(first);
    if (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits)) digits = `0${digits}`;
    if (digits.length === 6) digits = digits.slice(0, 2) + digits.slice(4);
    month = digits.slice(0, 2);
    year = digits.slice(2, 4);
  }
  return { value: month + year, display: year ? `${month} / ${year}` : month };
}

/** A security code: digits, four at most. */
export function formatCardCvc(raw: string): Formatted {
  const value = digitsOf(raw).slice(0, 4);
  return { value, display: value };
}

/**
 * Where the caret goes after formatting: behind the same number of digits as before, so typing
 * or deleting inside a grouped number does not throw the caret to the end.
 */
export function caretAfter(raw: string, caret: number, display: string): number {
  if (caret >= raw.length) return display.length;
  const wanted = digitsOf(raw.slice(0, caret)).length;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (seen === wanted) return i;
    if (/\d/.test(display.charAt(i))) seen++;
  }
  return display.length;
}
