import { describe, expect, it } from 'vitest';
import * as catalogue from '@domain';
import * as c from '@domain/cards';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('card numbers (SPEC point 5)', () => {
  it.each([
    ['spaces and dashes are stripped', '4242 4242-4242 4242', true],
    ['Luhn failure', '4242 4242 4242 4241', false],
    ['too short (9)', '424242424', false],
    ['10 digits with valid Luhn', '0000000000', true],
    ['doubled digits over 9 (79927398713)', '79927398713', true],
    ['17 digits', '42424242424242424', false],
    ['letters', '4242abcd42424242', false],
  ])('%s', (_rule, number, valid) => expect(c.isValidCardNumber(number)).toBe(valid));

  it('Luhn rejects non-digits', () => expect(c.luhn('12a4')).toBe(false));

  it.each([
    ['4242424242424242', 'Visa'],
    ['4999', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['50', 'MasterCard'],
    ['340000000000009', 'American Express'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['62', 'Discover'],
    ['64', 'Discover'],
    ['65', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['30569309025904', 'Diners Club'],
    ['36', 'Diners Club'],
    ['38', 'Diners Club'],
    ['39', 'Diners Club'],
    ['7000', undefined],
    ['61', undefined],
  ])('%s is %s', (number, brand) => expect(c.cardBrand(number)).toBe(brand));
});

describe('expiry (SPEC point 5)', () => {
  it.each([
    ['month and 4-digit year', 12, 2029, { month: 12, year: 2029 }],
    ['2-digit year gets the century', '3', '29', { month: 3, year: 2029 }],
    ['combined with a slash', '12/29', undefined, { month: 12, year: 2029 }],
    ['combined with a space', '12 2029', undefined, { month: 12, year: 2029 }],
    ['combined with a dash', '01-30', undefined, { month: 1, year: 2030 }],
    ['empty year string falls back to combined', '05/31', '', { month: 5, year: 2031 }],
    ['month 13', '13', '29', undefined],
    ['month 0', '0', '29', undefined],
    ['3-digit year', '12', '299', undefined],
    ['letters', 'ab', '29', undefined],
    ['one part only', '1229', undefined, undefined],
  ])('%s', (_rule, month, year, expected) =>
    expect(c.parseExpiry(month, year, now)).toEqual(expected),
  );

  it.each([
    ['this month is still valid', { month: 11, year: 2026 }, true],
    ['last month has expired', { month: 10, year: 2026 }, false],
    ['next year', { month: 1, year: 2027 }, true],
    ['last year', { month: 12, year: 2025 }, false],
  ])('%s', (_rule, expiry, valid) => expect(c.isExpiryInFuture(expiry, now)).toBe(valid));
});

describe('CVC (SPEC point 5)', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('%s', (cvc, valid) => expect(c.isValidCvc(cvc)).toBe(valid));
});

describe('store-side card check and card errors (SPEC point 8)', () => {
  const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2029, cvc: '123' };
  it.each([
    ['a good card', good, undefined],
    ['no card', undefined, [catalogue.CARD_DETAILS_MISSING, 402, 'invalid_card', undefined]],
    [
      'no number',
      { ...good, number: '' },
      [catalogue.CARD_DETAILS_MISSING, 402, 'invalid_card', undefined],
    ],
    [
      'no month',
      { ...good, exp_month: undefined },
      [catalogue.CARD_DETAILS_MISSING, 402, 'invalid_card', undefined],
    ],
    [
      'no cvc',
      { ...good, cvc: '' },
      [catalogue.CARD_DETAILS_MISSING, 402, 'invalid_card', undefined],
    ],
    [
      'bad number',
      { ...good, number: '4242 4242 4242 4241' },
      [catalogue.CARD_NUMBER_INVALID, 402, 'invalid_card_number', 'number'],
    ],
    [
      'expired',
      { ...good, exp_month: 10, exp_year: 2026 },
      [catalogue.CARD_EXPIRY_INVALID, 402, 'invalid_card_expiry', 'exp_month'],
    ],
    [
      'unreadable expiry',
      { ...good, exp_month: 'soon', exp_year: undefined },
      [catalogue.CARD_EXPIRY_INVALID, 402, 'invalid_card_expiry', 'exp_month'],
    ],
    [
      'bad cvc',
      { ...good, cvc: '12' },
      [catalogue.CARD_CVC_INVALID, 402, 'invalid_card_cvc', 'exp_cvc'],
    ],
  ])('%s', (_rule, card, expected) => {
    const error = c.checkCard(card, now);
    expect(error && [error.message, error.status, error.code, error.param]).toEqual(expected);
  });

  it.each([
    [
      { number: { message: 'Declined by issuer' } },
      ['Declined by issuer', 402, 'vault_error', 'number'],
    ],
    [{ cvc: {} }, ['Unknown error', 402, 'vault_error', 'cvc']],
    [{}, ['Unknown error', 402, 'vault_error', undefined]],
  ])('vault error %j', (errors, expected) => {
    const error = catalogue.vaultError(errors);
    expect([error.message, error.status, error.code, error.param]).toEqual(expected);
  });
});
