import { describe, expect, it } from 'vitest';
import {
  EMAIL_EMPTY,
  EMAIL_INVALID,
  EMAIL_UNCHANGED,
  emailChangePending,
  emailChangeSent,
  nameSaved,
  FIELD_EMPTY,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  ADDRESS_MESSAGES,
  CITY_HAS_DIGITS,
  addressToSave,
  countryChoices,
  memberAddress,
  memberName,
  savedShippingAddress,
  validateName,
  validateNewEmail,
  validateMemberAddress,
  validateNewPassword,
} from '@domain';
import { SAVED_ADDRESS } from '../../support/checkout-fixtures';

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

  const complete = memberAddress({
    id: 'u',
    email: 'cat@example.com',
    user_metadata: {
      shippingAddress: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        address1: 'Main 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        phone: 12,
      },
    },
  });

  it('reads a saved address into the form, address1 as the street, unknown keys dropped', () => {
    expect(complete).toMatchObject({ address: 'Main 1', company: '', country: 'DE' });
    expect(complete).not.toHaveProperty('phone');
    expect(validateMemberAddress(complete)).toEqual({});
  });

  it.each([
    [{ firstname: ' ' }, { firstname: ADDRESS_MESSAGES.firstname }],
    [{ city: 'Berlin 2' }, { city: CITY_HAS_DIGITS }],
    [{ country: 'UA' }, { country: ADDRESS_MESSAGES.country }],
    [{ country: 'RU' }, { country: ADDRESS_MESSAGES.country }],
  ])('an address with %j: %j', (change, problems) => {
    expect(validateMemberAddress({ ...complete, ...change })).toEqual(problems);
  });

  it('saves trimmed values without the empty optional ones', () => {
    expect(addressToSave({ ...complete, city: ' Berlin ' })).toEqual(SAVED_ADDRESS);
  });

  it('lists every country, the two we cannot ship to disabled', () => {
    const choices = countryChoices();
    expect(
      choices
        .filter((c) => c.disabled)
        .map((c) => c.value)
        .sort(),
    ).toEqual(['RU', 'UA']);
    expect(choices.find((c) => c.value === 'DE')).toEqual({
      value: 'DE',
      label: 'Germany',
      disabled: false,
    });
  });
});

describe('what the member details say after a change', () => {
  it('names the member, and keeps writing to the old address until the link is followed', () => {
    expect(nameSaved('Ada')).toBe('Saved! We will call you Ada.');
    expect(emailChangeSent('new@example.com', 'old@example.com')).toBe(
      'Almost there! We sent a confirmation link to new@example.com. Until you follow it, we keep writing to old@example.com.',
    );
    expect(emailChangePending('new@example.com')).toBe(
      'Waiting for you to confirm new@example.com: follow the link we sent there.',
    );
  });
});
