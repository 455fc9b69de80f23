import { addressFields } from '@domain/address-form';
import type { MemberAddress } from '@domain/address-form';
import { validateAddress, validateEmail } from '@domain/validation';
import type { Customer } from '@stores/cart/checkout';
import type { CartView } from '@stores/cart/view';
import { checksByRule } from '@kit/react/form-state';
import type { FormChecks } from '@kit/react/form-state';

/** The checkout's address is the member's address form's, field for field. */
export type AddressValues = MemberAddress;

export interface DetailsValues {
  email: string;
  sameAddress: boolean;
  attendees: readonly string[];
}

const ATTENDEE_EMPTY = 'Please tell us who will use this ticket.';

/** Every address rule of SPEC point 5, one per field. */
export const ADDRESS_CHECKS = checksByRule<AddressValues>(
  ['firstname', 'lastname', 'country', 'zip', 'city', 'address'],
  validateAddress,
);

export const DETAILS_CHECKS: FormChecks<DetailsValues> = {
  email: (email) => validateEmail(email),
  attendees: (names) => (names.some((name) => !name.trim()) ? ATTENDEE_EMPTY : undefined),
};

/** A saved address (the cart's, a member's) as the form's fields; unknown keys dropped. */
export const addressValues = addressFields;

/** Tickets in the cart, one attendee field each; names already given are kept in order. */
export function attendeeSlots(cart: CartView | null, saved: readonly string[] = []): string[] {
  const tickets = (cart?.items ?? [])
    .filter((item) => item.productType === 'ticket')
    .reduce((sum, item) => sum + item.quantity, 0);
  return Array.from({ length: tickets }, (_, index) => saved[index] ?? '');
}

const trimmed = (address: AddressValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries(address)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );

/** What the cart store saves; an event's address is billing and shipping alike. */
export function toCustomer(
  details: DetailsValues,
  shipping: AddressValues,
  billing: AddressValues,
): Customer {
  return {
    email: details.email.trim(),
    shipping: trimmed(shipping),
    ...(details.sameAddress ? {} : { billing: trimmed(billing) }),
    sameAddress: details.sameAddress,
    ...(details.attendees.length ? { attendees: details.attendees.map((n) => n.trim()) } : {}),
  };
}

/** The details the cart holds now, in the shape the form would save, to skip a needless save. */
export function savedCustomer(cart: CartView | null): string {
  const saved = cart?.metadata.details;
  if (!saved?.email) return '';
  return JSON.stringify(
    toCustomer(
      {
        email: saved.email,
        sameAddress: saved.sameAddress ?? true,
        attendees: saved.attendees ?? [],
      },
      addressValues(saved.shippingAddress),
      addressValues(saved.billingAddress),
    ),
  );
}
