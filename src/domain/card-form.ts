import {
  CARD_CVC_INVALID,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvc,
  parseExpiry,
} from './cards';
import type { CardFormValues, Expiry } from './cards';
import { formatCardExpiry } from './card-format';
import {
  CARD_FORMAT,
  CARD_INCOMPLETE,
  CARD_NOT_SUPPORTED,
  FORM_CARD_NUMBER_PATTERN,
  FORM_CVC_PATTERN,
  formCardType,
} from './validation';

/*
 * The card form's rules, field by field, so each problem is said beside its own field. They
 * refuse at least what the vault refuses (cards.ts, checkCard): a card that passes them fails
 * at the vault only for a reason that is not a field's (a bank's decline).
 */

export type CardFormField = keyof CardFormValues;

/** An empty expiry: how to type it. */
export const CARD_EXPIRY_EMPTY = 'Please add the expiry date (MM / YY).';
/** An empty security code: how long it is. */
export const CARD_CVC_EMPTY = 'Please add the 3 or 4 digit code.';

/** The number's problem: the spec's card form messages, then the store-side check's. */
export function cardNumberProblem(number: string): string | undefined {
  const typed = number.trim();
  if (!typed) return CARD_INCOMPLETE;
  if (!/^[\d\s-]+$/.test(typed)) return CARD_FORMAT;
  if (formCardType(typed) === 'unknown') return CARD_NOT_SUPPORTED;
  if (!FORM_CARD_NUMBER_PATTERN.test(typed) || !isValidCardNumber(typed)) {
    return CARD_NUMBER_INVALID;
  }
  return undefined;
}

/** An expiry read as its field shows it: "1230", "12/30" and "12 / 2030" are December 2030. */
export const readCardExpiry = (expiry: string, now: Date): Expiry | undefined =>
  parseExpiry(formatCardExpiry(expiry).display, undefined, now);

/** The expiry's problem: readable as a month and a year, and not past. */
export function cardExpiryProblem(expiry: string, now: Date): string | undefined {
  if (!expiry.trim()) return CARD_EXPIRY_EMPTY;
  const parsed = readCardExpiry(expiry, now);
  return parsed && isExpiryInFuture(parsed, now) ? undefined : CARD_EXPIRY_INVALID;
}

/** The security code's problem: 3 or 4 digits. */
export function cardCvcProblem(cvc: string): string | undefined {
  if (!cvc.trim()) return CARD_CVC_EMPTY;
  return FORM_CVC_PATTERN.test(cvc.trim()) && isValidCvc(cvc) ? undefined : CARD_CVC_INVALID;
}

/** Each field's problem; empty when the card may go to the vault. */
export function cardFormProblems(
  card: CardFormValues,
  now: Date,
): Partial<Record<CardFormField, string>> {
  const problems: Partial<Record<CardFormField, string>> = {};
  const number = cardNumberProblem(card.number);
  const expiry = cardExpiryProblem(card.expiry, now);
  const cvc = cardCvcProblem(card.cvc);
  if (number) problems.number = number;
  if (expiry) problems.expiry = expiry;
  if (cvc) problems.cvc = cvc;
  return problems;
}

/**
 * The form's card as the vault takes it: the expiry split into month and year. An expiry that
 * cannot be read goes as typed, so the vault-side check names it.
 */
export function vaultCardFields(
  form: CardFormValues,
  now: Date,
): { number: string; exp_month: string; exp_year: string; cvc: string } {
  const expiry = readCardExpiry(form.expiry, now);
  return {
    number: form.number,
    exp_month: expiry ? String(expiry.month) : form.expiry,
    exp_year: expiry ? String(expiry.year) : '',
    cvc: form.cvc,
  };
}

/** The card's fields in the order a card prints them. */
export const CARD_FORM_FIELDS: readonly CardFormField[] = ['number', 'expiry', 'cvc'];

/** A field left empty, in the words our own card form uses. */
export const CARD_FIELD_EMPTY: Readonly<Record<CardFormField, string>> = {
  number: CARD_INCOMPLETE,
  expiry: CARD_EXPIRY_EMPTY,
  cvc: CARD_CVC_EMPTY,
};

/** A field typed wrong, or not to its end, in the words our own card form uses. */
export const CARD_FIELD_INVALID: Readonly<Record<CardFormField, string>> = {
  number: CARD_NUMBER_INVALID,
  expiry: CARD_EXPIRY_INVALID,
  cvc: CARD_CVC_INVALID,
};

/**
 * The problem of a card field whose content we never see (the card provider's own): from
 * what it says about itself, in our card form's words, so both forms say the same.
 */
export function cardFieldProblem(
  field: CardFormField,
  state:
    | { readonly complete: boolean; readonly empty: boolean; readonly error?: string | undefined }
    | undefined,
): string | undefined {
  if (!state || state.empty) return CARD_FIELD_EMPTY[field];
  return state.complete && !state.error ? undefined : CARD_FIELD_INVALID[field];
}
