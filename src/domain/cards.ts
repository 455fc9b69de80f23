import { cardError } from './card-errors';
import type { ApiError } from './errors';

/** Card brands recognised from the leading digits (SPEC point 5). */
export type CardBrand =
  'Visa' | 'MasterCard' | 'American Express' | 'Discover' | 'JCB' | 'Diners Club';

/** Store-side card messages (SPEC point 5). */
export const CARD_DETAILS_MISSING = 'Card details are missing';
export const CARD_NUMBER_INVALID = 'Card number appears to be invalid';
export const CARD_EXPIRY_INVALID = 'Card expiry appears to be invalid';
export const CARD_CVC_INVALID = 'Card CVC code appears to be invalid';

/** Spaces and dashes removed, as printed cards group their digits. */
export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Store-side number check: digits only after normalising, 10 to 16 long, Luhn valid. */
export function isValidCardNumber(number: string): boolean {
  const digits = normalizeCardNumber(number);
  return /^\d{10,16}$/.test(digits) && luhn(digits);
}

/** The brand from the leading digits, or undefined. */
export function cardBrand(number: string): CardBrand | undefined {
  const digits = normalizeCardNumber(number);
  const two = Number(digits.slice(0, 2));
  if (two >= 40 && two <= 49) return 'Visa';
  if (two >= 50 && two <= 59) return 'MasterCard';
  if (two === 34 || two === 37) return 'American Express';
  if ([60, 62, 64, 65].includes(two)) return 'Discover';
  if (two === 35) return 'JCB';
  if ([30, 36, 38, 39].includes(two)) return 'Diners Club';
  return undefined;
}

export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/**
 * Reads an expiry from a month and a year, or from one string split on space, slash or dash
 * ("12/29", "12 2029", "12-29"). A two-digit year gets the current century.
 */
export function parseExpiry(
  month: string | number,
  year: string | number | undefined,
  now: Date,
): Expiry | undefined {
  let monthText = String(month).trim();
  let yearText = year === undefined ? '' : String(year).trim();
  if (!yearText) {
    const parts = monthText.split(/[\s/-]+/);
    if (parts.length !== 2) return undefined;
    [monthText, yearText] = parts as [string, string];
  }
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return undefined;
  const monthValue = Number(monthText);
  const century = Math.floor(now.getFullYear() / 100) * 100;
  const yearValue = yearText.length === 2 ? century + Number(yearText) : Number(yearText);
  if (monthValue < 1 || monthValue > 12) return undefined;
  return { month: monthValue, year: yearValue };
}

/** A card is valid through the last day of its expiry month. */
export const isExpiryInFuture = ({ month, year }: Expiry, now: Date): boolean =>
  year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);

/** CVC: digits only, 3 or 4 long. */
export const isValidCvc = (cvc: string): boolean => /^\d{3,4}$/.test(cvc.trim());

export interface CardInput {
  readonly number?: string;
  readonly exp_month?: string | number;
  readonly exp_year?: string | number;
  readonly cvc?: string;
}

/**
 * The store-side checks run before a card reaches the vault; the first failure as an
 * ApiError (status 402), or undefined when the card may be sent.
 */
export function checkCard(card: CardInput | undefined, now: Date): ApiError | undefined {
  if (!card?.number || card.exp_month === undefined || !card.cvc) {
    return cardError(CARD_DETAILS_MISSING, 'invalid_card');
  }
  if (!isValidCardNumber(card.number)) {
    return cardError(CARD_NUMBER_INVALID, 'invalid_card_number', 'number');
  }
  const expiry = parseExpiry(card.exp_month, card.exp_year, now);
  if (!expiry || !isExpiryInFuture(expiry, now)) {
    return cardError(CARD_EXPIRY_INVALID, 'invalid_card_expiry', 'exp_month');
  }
  if (!isValidCvc(card.cvc)) {
    return cardError(CARD_CVC_INVALID, 'invalid_card_cvc', 'exp_cvc');
  }
  return undefined;
}

/** A card form's three fields: the expiry typed as one ("12 / 34"). */
export interface CardFormValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}
