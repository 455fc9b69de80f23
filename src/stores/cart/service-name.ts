import type { CartView } from './view';

// Apart from the cart's view, which every shop page loads: only the review names the service.
/**
 * The chosen shipping service's name: the rating's, else the one the store names on the cart
 * (`shipping.service_name`, still there once a wallet's address update dropped the rating).
 */
export function shippingServiceName(cart: CartView): string | undefined {
  const id = cart.shipping.service;
  if (!id) return undefined;
  return (
    cart.shipmentRating?.find((service) => service.id === id)?.name ??
    cart.shipping.service_name ??
    id
  );
}
