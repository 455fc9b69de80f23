import { validateEmail } from '../../../../src/domain/validation';
import type { Customer } from '../../../../src/stores/cart/checkout';
import type { CartView } from '../../../../src/stores/cart/view';
import type { FormChecks } from '../../../../src/kit/react/form-state';
import { addressValues, trimmedAddress } from '../../../shared/address-form';
import type { AddressValues } from '../../../shared/address-form';

export interface DetailsValues {
  email: string;
  sameAddress: boolean;
  attendees: readonly string[];
}

const ATTENDEE_EMPTY = 'Please tell us who will use this ticket.';

export const DETAILS_CHECKS: FormChecks<DetailsValues> = {
  email: (email) => validateEmail(email),
  attendees: (names) => (names.some((name) => !name.trim()) ? ATTENDEE_EMPTY : undefined),
};

/** Tickets in the cart, one attendee field each; names already given are kept in order. */
export function attendeeSlots(cart: CartView | null, saved: readonly string[] = []): string[] {
  const tickets = (cart?.items ?? [])
    .filter((item) => item.productType === 'ticket')
    .reduce((sum, item) => sum + item.quantity, 0);
  return Array.from({ length: tickets }, (_, index) => saved[index] ?? '');
}

/** What the cart store saves; an event's address is billing and shipping alike. */
export function toCustomer(
  details: DetailsValues,
  shipping: AddressValues,
  billing: AddressValues,
): Customer {
  return {
    email: details.email.trim(),
    shipping: trimmedAddress(shipping),
    ...(details.sameAddress ? {} : { billing: trimmedAddress(billing) }),
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
