import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  cardNumberLength,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
} from '@domain/card-format';

const shown = (format: (raw: string) => { display: string }) => (raw: string) =>
  format(raw).display;

describe('card fields as they are typed', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242', '4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['42', '42'],
    ['', ''],
  ])('the number %j shows %j', (raw, display) =>
    expect(shown(formatCardNumber)(raw)).toBe(display),
  );

  it.each([
    ['1230', '12 / 30'],
    ['12/30', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['12-2030', '12 / 30'],
    ['122030', '12 / 30'],
    ['4', '04'],
    ['1/3', '01 / 3'],
    ['12', '12'],
    ['12 /', '12'],
    ['1', '1'],
  ])('the expiry %j shows %j', (raw, display) =>
    expect(shown(formatCardExpiry)(raw)).toBe(display),
  );

  it('counts the digits of a number by its brand', () => {
    expect(cardNumberLength('3782 822463 10005')).toBe(15);
    expect(cardNumberLength('3056 930902 5904')).toBe(14);
    expect(cardNumberLength('4242')).toBe(16);
  });

  it('keeps a CVC to four digits', () => expect(shown(formatCardCvc)('12a345')).toBe('1234'));

  it('keeps the caret behind the digit it was behind', () => {
    // "4242 4242" with a digit typed after the fifth: "4242 49242" becomes "4242 4924 2".
    expect(caretAfter('4242 49242', 6, '4242 4924 2')).toBe(6);
    expect(caretAfter('42424', 5, '4242 4')).toBe(6);
  });

  it('puts the caret at the end when the typed digits run past what the field keeps', () =>
    expect(caretAfter('4242424242424242999', 18, '4242 4242 4242 4242')).toBe(19));
});
