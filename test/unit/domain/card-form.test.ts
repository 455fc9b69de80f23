import { describe, expect, it } from 'vitest';
import * as f from '@domain/card-form';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '@domain/cards';
import { CARD_FORMAT, CARD_INCOMPLETE, CARD_NOT_SUPPORTED } from '@domain/validation';

const now = new Date(2026, 10, 26); // 26 November 2026
const GOOD = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('the card form, field by field', () => {
  it('takes a good card as typed or pasted', () => {
    expect(f.cardFormProblems(GOOD, now)).toEqual({});
    expect(
      f.cardFormProblems({ ...GOOD, number: '4242424242424242', expiry: '1230' }, now),
    ).toEqual({});
    expect(
      f.cardFormProblems({ number: '3782 822463 10005', expiry: '12/30', cvc: '1234' }, now),
    ).toEqual({});
  });

  it('says each empty field beside it, the promise on the number', () => {
    expect(f.cardFormProblems({ number: '', expiry: ' ', cvc: '' }, now)).toEqual({
      number: CARD_INCOMPLETE,
      expiry: f.CARD_EXPIRY_EMPTY,
      cvc: f.CARD_CVC_EMPTY,
    });
  });

  it.each([
    ['letters', '4242 abcd 4242 4242', CARD_FORMAT],
    ['a brand we do not take', '6011 1111 1111 1117', CARD_NOT_SUPPORTED],
    ['dashes only', '------------', CARD_NOT_SUPPORTED],
    ['too short', '4242 4242', CARD_NUMBER_INVALID],
    ['19 digits', '4242 4242 4242 4242 424', CARD_NUMBER_INVALID],
    ['a Luhn failure', '4242 4242 4242 4241', CARD_NUMBER_INVALID],
  ])('the number: %s', (_case, number, message) =>
    expect(f.cardNumberProblem(number)).toBe(message),
  );

  it.each([
    ['last month', '10 / 26', CARD_EXPIRY_INVALID],
    ['a month 13', '13 / 30', CARD_EXPIRY_INVALID],
    ['no year', '12', CARD_EXPIRY_INVALID],
    ['this month', '11 / 26', undefined],
    ['four digits', '1230', undefined],
  ])('the expiry: %s', (_case, expiry, message) =>
    expect(f.cardExpiryProblem(expiry, now)).toBe(message),
  );

  it.each([
    ['two digits', '12', CARD_CVC_INVALID],
    ['five digits', '12345', CARD_CVC_INVALID],
    ['letters', '12a', CARD_CVC_INVALID],
    ['three digits', '123', undefined],
  ])('the CVC: %s', (_case, cvc, message) => expect(f.cardCvcProblem(cvc)).toBe(message));
});

describe('the card form for the vault', () => {
  it.each(['12 / 34', '1234', '12/34', '12-2034'])('splits the expiry %j', (expiry) => {
    expect(f.vaultCardFields({ number: '4242', expiry, cvc: '123' }, now)).toEqual({
      number: '4242',
      exp_month: '12',
      exp_year: '2034',
      cvc: '123',
    });
  });

  it('sends an unreadable expiry as typed, for the vault to name', () => {
    expect(f.vaultCardFields({ number: '4242', expiry: 'soon', cvc: '1' }, now)).toMatchObject({
      exp_month: 'soon',
      exp_year: '',
    });
  });
});

describe("the card provider's own fields, in the card form's words", () => {
  it.each(f.CARD_FORM_FIELDS)(
    'says what the %s field lacks, is wrong with, or nothing',
    (field) => {
      expect(f.cardFieldProblem(field, undefined)).toBe(f.CARD_FIELD_EMPTY[field]);
      expect(f.cardFieldProblem(field, { complete: false, empty: true })).toBe(
        f.CARD_FIELD_EMPTY[field],
      );
      expect(f.cardFieldProblem(field, { complete: false, empty: false })).toBe(
        f.CARD_FIELD_INVALID[field],
      );
      expect(f.cardFieldProblem(field, { complete: true, empty: false, error: 'bad' })).toBe(
        f.CARD_FIELD_INVALID[field],
      );
      expect(f.cardFieldProblem(field, { complete: true, empty: false })).toBeUndefined();
    },
  );
});
