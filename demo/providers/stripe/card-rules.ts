import {
  cardBrand,
  checkCard,
  isExpiryInFuture,
  isValidCardNumber,
  normalizeCardNumber,
  parseExpiry,
} from '@domain/cards';
import type { CardBrand, CardInput } from '@domain/cards';

/*
 * The card rules of the card provider's stand-in, in its own words. The browser fields and the
 * backend's endpoints share them; whether a card is good is decided by the store-side rules in
 * src/domain (checkCard), these only say what is wrong in the provider's wording.
 */

/** Brands as the provider's change events and payment methods name them. */
export type ProviderBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

const BRANDS: Readonly<Record<CardBrand, ProviderBrand>> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
  JCB: 'jcb',
  'Diners Club': 'diners',
};

export const providerBrand = (digits: string): ProviderBrand => {
  const brand = cardBrand(digits);
  return brand ? BRANDS[brand] : 'unknown';
};

/** How many digits a number of the brand has (the domain caps every number at 16). */
export const numberLength = (brand: ProviderBrand): number =>
  brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;

/** American Express prints four digits on the front; the others three on the back. */
export const cvcLength = (brand: ProviderBrand): number => (brand === 'amex' ? 4 : 3);

/** The provider's validation messages, verbatim. */
export const CARD_MESSAGES = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration date is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_cvc: "Your card's security code is invalid.",
} as const;

export type CardCode = keyof typeof CARD_MESSAGES;
export type CardParam = 'number' | 'exp_month' | 'exp_year' | 'cvc';

export interface CardProblem {
  readonly code: CardCode;
  readonly message: string;
  readonly param: CardParam;
}

const problem = (code: CardCode, param: CardParam): CardProblem => ({
  code,
  message: CARD_MESSAGES[code],
  param,
});

/**
 * When an incomplete field counts as wrong: not while it is typed in, once it was left with
 * something in it, and always when the card is submitted.
 */
export type Moment = 'typing' | 'left' | 'submit';

const incomplete = (value: string, moment: Moment) =>
  moment === 'submit' || (moment === 'left' && value !== '');

/** A number's problem: digits only, checked by the domain once all the brand's digits are in. */
export function numberProblem(digits: string, moment: Moment): CardProblem | undefined {
  if (!/^\d*$/.test(digits)) return problem('invalid_number', 'number');
  if (digits.length >= numberLength(providerBrand(digits))) {
    return isValidCardNumber(digits) ? undefined : problem('invalid_number', 'number');
  }
  return incomplete(digits, moment) ? problem('incomplete_number', 'number') : undefined;
}

/** How far in the future an expiry may lie, as the provider refuses a year typed wrong. */
const MAX_YEARS_AHEAD = 50;

/** An expiry's problem, from a month and a year as typed (either may be partial). */
export function expiryProblem(
  month: string,
  year: string,
  now: Date,
  moment: Moment,
): CardProblem | undefined {
  if (!/^\d{0,2}$/.test(month)) return problem('invalid_expiry_month', 'exp_month');
  if (!/^(\d{0,2}|\d{4})$/.test(year)) return problem('invalid_expiry_year', 'exp_year');
  if (month.length === 2 && (Number(month) < 1 || Number(month) > 12)) {
    return problem('invalid_expiry_month', 'exp_month');
  }
  const expiry = month.length === 2 && year.length >= 2 && parseExpiry(month, year, now);
  if (!expiry) {
    return incomplete(month + year, moment) ? problem('incomplete_expiry', 'exp_month') : undefined;
  }
  if (expiry.year < now.getFullYear()) return problem('invalid_expiry_year_past', 'exp_year');
  if (!isExpiryInFuture(expiry, now)) return problem('invalid_expiry_month_past', 'exp_month');
  if (expiry.year > now.getFullYear() + MAX_YEARS_AHEAD) {
    return problem('invalid_expiry_year', 'exp_year');
  }
  return undefined;
}

/** A security code's problem: digits, as many as the brand prints. */
export function cvcProblem(
  cvc: string,
  brand: ProviderBrand,
  moment: Moment,
): CardProblem | undefined {
  if (!/^\d*$/.test(cvc) || cvc.length > 4) return problem('invalid_cvc', 'cvc');
  if (cvc.length >= cvcLength(brand)) return undefined;
  return incomplete(cvc, moment) ? problem('incomplete_cvc', 'cvc') : undefined;
}

/** What the domain's card codes say in the provider's words, when no field rule said more. */
const FALLBACK: Readonly<Record<string, CardProblem>> = {
  invalid_card: problem('incomplete_number', 'number'),
  invalid_card_number: problem('invalid_number', 'number'),
  invalid_card_expiry: problem('invalid_expiry_month', 'exp_month'),
  invalid_card_cvc: problem('invalid_cvc', 'cvc'),
};

const text = (value: string | number | undefined) =>
  value === undefined ? '' : String(value).trim();

/**
 * The first problem of a card as submitted, or undefined when the store-side rules accept it.
 * The domain decides; the field rules name the problem as the provider would.
 */
export function cardProblem(card: CardInput, now: Date): CardProblem | undefined {
  const refusal = checkCard(card, now);
  if (!refusal) return undefined;
  const digits = normalizeCardNumber(text(card.number));
  const [month, year] =
    card.exp_year === undefined
      ? text(card.exp_month).split(/[\s/-]+/)
      : [text(card.exp_month), text(card.exp_year)];
  return (
    numberProblem(digits, 'submit') ??
    expiryProblem(month?.length === 1 ? `0${month}` : (month ?? ''), year ?? '', now, 'submit') ??
    cvcProblem(text(card.cvc), providerBrand(digits), 'submit') ??
    FALLBACK[refusal.code ?? ''] ??
    problem('invalid_number', 'number')
  );
}
