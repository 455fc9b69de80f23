import { describe, expect, it } from 'vitest';
import {
  EMAIL_EMPTY,
  EMAIL_INVALID,
  EMAIL_UNCHANGED,
  FIELD_EMPTY,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  memberName,
  savedShippingAddress,
  validateName,
  validateNewEmail,
  validateNewPassword,
} from '../../../src/domain';

describe('the member details rules', () => {
  it.each([
    ['', 'cat@example.com', EMAIL_EMPTY],
    ['cat', 'cat@example.com', EMAIL_INVALID],
    [' CAT@example.com ', 'cat@example.com', EMAIL_UNCHANGED],
    ['kitten@example.com', 'cat@example.com', undefined],
  ])('new email %j (now %s): %s', (email, current, expected) => {
    expect(validateNewEmail(email, current)).toBe(expected);
  });

  it.each([
    ['', '', { password: FIELD_EMPTY }],
    ['abcde', 'abcde', { password: PASSWORD_TOO_SHORT }],
    ['abcdef', 'abcdeg', { repeat: PASSWORDS_DIFFER }],
    ['abcdef', 'abcdef', {}],
  ])('new password %j repeated %j', (password, repeat, expected) => {
    expect(validateNewPassword(password, repeat)).toEqual(expected);
  });

  it('a name is anything but blank', () => {
    expect(validateName('  ')).toBe(FIELD_EMPTY);
    expect(validateName('Tabby')).toBeUndefined();
  });

  it("reads the name and address where Signup and the member's address form write them", () => {
    const user = {
      id: 'u',
      email: 'cat@example.com',
      user_metadata: { full_name: 'Tabby Cat', shippingAddress: { city: 'Berlin' } },
    };
    expect(memberName(user)).toBe('Tabby Cat');
    expect(savedShippingAddress(user)).toEqual({ city: 'Berlin' });
    expect(memberName({ id: 'u', email: 'x@y', user_metadata: { full_name: 7 } })).toBe('');
    expect(savedShippingAddress({ id: 'u', email: 'x@y', user_metadata: {} })).toBeUndefined();
  });
});
