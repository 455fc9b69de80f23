import type { OrderResponseBody, ShippingAddress } from '@paypal/paypal-js';
import type { CheckoutFacts } from '../types';

/**
 * A whole PayPal address in the store's fields, or nothing: a field PayPal leaves out is
 * written empty, so no part of the address it replaces stays (our street under its city).
 * PayPal often tells only the payer's country, which is no address to write.
 */
function storeAddress(address: ShippingAddress | undefined): Record<string, string> {
  if (!address?.address_line_1) return {};
  return {
    address1: address.address_line_1,
    address2: address.address_line_2 ?? '',
    city: address.admin_area_2 ?? '',
    state: address.admin_area_1 ?? '',
    zip: address.postal_code ?? '',
    country: address.country_code,
  };
}

/**
 * First and last name for PayPal's one-line shipping name: the payer's own when it is the
 * payer's, else split before the last word.
 */
function namesOf(fullName: string, given: string | undefined, surname: string | undefined) {
  if (!fullName || fullName === [given, surname].filter(Boolean).join(' ')) {
    return { first_name: given ?? '', last_name: surname ?? '' };
  }
  const cut = fullName.lastIndexOf(' ');
  return cut > 0
    ? { first_name: fullName.slice(0, cut), last_name: fullName.slice(cut + 1) }
    : { first_name: fullName, last_name: '' };
}

/**
 * What an approved PayPal order writes to the cart (SPEC point 4, wallet flow): billing names
 * PayPal and the order, whose id is also the vault intent the store checks the order against
 * (any earlier card or intent is dropped), and the payer with their address when PayPal gives
 * a whole one; the payer's email only when the cart has none yet (a guest's first email stays
 * the order's, SPEC point 4); and, when the cart ships, the address chosen at PayPal, keeping
 * the chosen service.
 */
export function approvedCart(
  order: OrderResponseBody,
  orderId: string,
  facts: CheckoutFacts,
): Record<string, unknown> {
  const payer = order.payer;
  const given = payer?.name?.given_name;
  const surname = payer?.name?.surname;
  const name = [given, surname].filter(Boolean).join(' ');
  const billing = storeAddress(payer?.address);
  const shipping = order.purchase_units?.[0]?.shipping;
  const shipTo = storeAddress(shipping?.address);
  const email = payer?.email_address;
  return {
    ...(email && !facts.billing.email ? { account: { email } } : {}),
    billing: {
      method: 'paypal',
      paypal: { order_id: orderId },
      intent: { paypal: { id: orderId } },
      card: null,
      ...(name && billing.address1
        ? { name, first_name: given ?? '', last_name: surname ?? '', ...billing }
        : {}),
    },
    ...(facts.shippingRequired && shipTo.address1
      ? {
          shipping: {
            ...namesOf(shipping?.name?.full_name ?? '', given, surname),
            name: shipping?.name?.full_name || name,
            ...shipTo,
            ...(facts.shipping?.service ? { service: facts.shipping.service } : {}),
          },
        }
      : {}),
  };
}
