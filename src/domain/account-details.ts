import { countryByCode, searchCountries } from './countries';
import {
  ADDRESS_MESSAGES,
  FIELD_EMPTY,
  MIN_PASSWORD_LENGTH,
  validateAddress,
  validateEmail,
} from './validation';
import type { AddressField } from './validation';
import type { User } from './user';
import { addressFields } from './address-form';
import type { MemberAddress } from './address-form';

/**
 * The member's own details (/membership/personal): the rules and messages of its four forms.
 * The name lives where the Signup widget writes it, user_metadata.full_name.
 */
export const NAME_KEY = 'full_name';

export { MIN_PASSWORD_LENGTH } from './validation';
export { MEMBER_ADDRESS_KEYS, addressFields } from './address-form';
export type { MemberAddress, MemberAddressKey } from './address-form';

export const PASSWORD_TOO_SHORT = `Please use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords differ. Please type the same one twice.';
export const EMAIL_UNCHANGED = 'That is already your email address.';

/** After the name was saved. */
export const nameSaved = (name: string): string => `Saved! We will call you ${name}.`;
/** After an email change was asked for: nothing changes until the link is followed. */
export const emailChangeSent = (next: string, current: string): string =>
  `Almost there! We sent a confirmation link to ${next}. Until you follow it, we keep writing to ${current}.`;
/** An email change still waiting for its link. */
export const emailChangePending = (next: string): string =>
  `Waiting for you to confirm ${next}: follow the link we sent there.`;
/** After the shipping address was saved. */
export const ADDRESS_SAVED = 'Saved! Your next order ships here unless you say otherwise.';

/** The member's name as the Signup widget saved it ('' when none). */
export const memberName = (user: User | null | undefined): string => {
  const name = user?.user_metadata?.[NAME_KEY];
  return typeof name === 'string' ? name : '';
};

/** A name: anything but empty. */
export const validateName = (name: string): string | undefined =>
  name.trim() ? undefined : FIELD_EMPTY;

/** A new email: the spec's email messages, and no "change" to the address already held. */
export function validateNewEmail(email: string, current: string): string | undefined {
  const problem = validateEmail(email);
  if (problem) return problem;
  return email.trim().toLowerCase() === current.trim().toLowerCase() ? EMAIL_UNCHANGED : undefined;
}

/** A new password and its repetition: long enough, and typed the same twice. */
export function validateNewPassword(
  password: string,
  repeat: string,
): { password?: string; repeat?: string } {
  if (!password) return { password: FIELD_EMPTY };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: PASSWORD_TOO_SHORT };
  return repeat === password ? {} : { repeat: PASSWORDS_DIFFER };
}

/** The shipping address the member saved (user_metadata.shippingAddress), if any. */
export const savedShippingAddress = (
  user: User | null | undefined,
): Readonly<Record<string, unknown>> | undefined => {
  const saved = user?.user_metadata?.shippingAddress;
  return typeof saved === 'object' && saved !== null
    ? (saved as Readonly<Record<string, unknown>>)
    : undefined;
};

/** The member's saved shipping address as the form's fields. */
export const memberAddress = (user: User | null | undefined): MemberAddress =>
  addressFields(savedShippingAddress(user));

/** SPEC point 5's address rules, field by field; a country we cannot ship to is no country. */
export function validateMemberAddress(
  address: MemberAddress,
): Partial<Record<AddressField, string>> {
  const problems = validateAddress(address);
  if (!problems.country && countryByCode(address.country)?.disabled) {
    problems.country = ADDRESS_MESSAGES.country;
  }
  return problems;
}

/** What is saved: every value trimmed, empty optional fields left out. */
export const addressToSave = (address: MemberAddress): Record<string, string> =>
  Object.fromEntries(
    Object.entries(address)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );

/** The country choices in the picker's order (boosted first); the two we cannot ship to disabled. */
export const countryChoices = (): { value: string; label: string; disabled: boolean }[] =>
  searchCountries('').map((country) => ({
    value: country.value,
    label: country.disabled ? `${country.label} (we cannot ship here)` : country.label,
    disabled: country.disabled === true,
  }));
