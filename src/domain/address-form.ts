/**
 * An address as a form holds it, field by field: the member's saved address and the
 * checkout's shipping and billing addresses are the same fields.
 */
export const MEMBER_ADDRESS_KEYS = [
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
export type MemberAddressKey = (typeof MEMBER_ADDRESS_KEYS)[number];
export type MemberAddress = Record<MemberAddressKey, string>;

/** A saved address (a member's, a cart's) as a form's fields: '' where none, address1 read too. */
export function addressFields(saved: Readonly<Record<string, unknown>> | undefined): MemberAddress {
  const read = (key: string) => (typeof saved?.[key] === 'string' ? (saved[key] as string) : '');
  const values = Object.fromEntries(
    MEMBER_ADDRESS_KEYS.map((key) => [key, read(key)]),
  ) as MemberAddress;
  return { ...values, address: values.address || read('address1') };
}
