import { validateAddress } from '../../src/domain/validation';
import type { FormChecks } from '../../src/kit/react/form-state';

/** The address form's fields, in the order a reader fills them. */
export const ADDRESS_KEYS = [
  'firstname',
  'lastname',
  'company',
  'address',
  'address2',
  'zip',
  'city',
  'state',
  'country',
] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Record<AddressKey, string>;

/** Every address rule of SPEC point 5, one per field. */
export const ADDRESS_CHECKS: FormChecks<AddressValues> = Object.fromEntries(
  (['firstname', 'lastname', 'country', 'zip', 'city', 'address'] as const).map((key) => [
    key,
    (_: string, all: AddressValues) => validateAddress(all)[key],
  ]),
);

/** A saved address (the cart's, a member's) as the form's fields; unknown keys dropped. */
export function addressValues(saved: Readonly<Record<string, unknown>> | undefined): AddressValues {
  const read = (key: string) => (typeof saved?.[key] === 'string' ? (saved[key] as string) : '');
  const values = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, read(key)])) as AddressValues;
  return { ...values, address: values.address || read('address1') };
}

/** The address as it is saved: every value trimmed, the empty optional ones left out. */
export const trimmedAddress = (address: AddressValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries(address)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );
