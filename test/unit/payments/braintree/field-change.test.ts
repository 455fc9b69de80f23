import { describe, expect, it } from 'vitest';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '@domain/cards';
import { CARD_FIELD_EMPTY, cardFieldProblem } from '@domain/card-form';
import { fieldChange } from '@payments/braintree/field-change';
import type {
  HostedFieldName,
  HostedFieldState,
  HostedFieldsState,
} from '@payments/braintree/types';

const EMPTY: HostedFieldState = {
  container: document.createElement('div'),
  isFocused: false,
  isEmpty: true,
  isPotentiallyValid: true,
  isValid: false,
};
const VALID = { ...EMPTY, isEmpty: false, isValid: true };

const state = (
  fields: Partial<Record<HostedFieldName, Partial<HostedFieldState>>>,
  cards: readonly string[] = [],
): HostedFieldsState => ({
  emittedBy: 'number',
  cards: cards.map((type) => ({ type, niceType: type, code: { name: 'CVV', size: 3 } })),
  fields: {
    number: { ...EMPTY, ...fields.number },
    expirationDate: { ...EMPTY, ...fields.expirationDate },
    cvv: { ...EMPTY, ...fields.cvv },
  },
});

describe("Braintree's hosted fields in our card form's terms", () => {
  it('empty fields: each asks for itself, in our card form words', () => {
    const change = fieldChange(state({}));
    expect(change).toMatchObject({ complete: false, empty: true, error: undefined });
    expect(cardFieldProblem('expiry', change.parts?.expiry)).toBe(CARD_FIELD_EMPTY.expiry);
  });

  it('a field that can no longer be valid, or was left unfinished, says what is wrong', () => {
    const change = fieldChange(
      state({
        number: { isEmpty: false, isPotentiallyValid: false, isFocused: true },
        expirationDate: { isEmpty: false, isPotentiallyValid: true, isFocused: false },
        cvv: { isEmpty: false, isPotentiallyValid: true, isFocused: true },
      }),
    );
    expect(change.parts?.number.error).toBe(CARD_NUMBER_INVALID);
    expect(change.parts?.expiry.error).toBe(CARD_EXPIRY_INVALID);
    // Still being typed: nothing to say yet.
    expect(change.parts?.cvc.error).toBeUndefined();
    expect(change.error).toBe(CARD_NUMBER_INVALID);
    expect(cardFieldProblem('cvc', change.parts?.cvc)).toBe(CARD_CVC_INVALID);
  });

  it('valid fields make a complete card, with its brand once only one type fits', () => {
    const full = { number: VALID, expirationDate: VALID, cvv: VALID };
    expect(fieldChange(state(full, ['master-card']))).toMatchObject({
      complete: true,
      empty: false,
      error: undefined,
      brand: 'mastercard',
    });
    expect(fieldChange(state(full, ['american-express'])).brand).toBe('amex');
    expect(fieldChange(state(full, ['visa'])).brand).toBe('visa');
    expect(fieldChange(state(full, ['visa', 'maestro'])).brand).toBeUndefined();
    for (const name of ['number', 'expiry', 'cvc'] as const) {
      expect(cardFieldProblem(name, fieldChange(state(full)).parts?.[name])).toBeUndefined();
    }
  });
});
