import type { CartView } from './view';

// Apart from the cart's view, which every shop page loads: only the review names the service.
/** The chosen shipping service's name: the rating's, else the one kept when it was chosen. */
export function shippingServiceName(cart: CartView): string | undefined {
  const id = cart.shipping.service;
  if (!id) return undefined;
  const kept = cart.metadata.shippingService;
  return (
    cart.shipmentRating?.find((service) => service.id === id)?.name ??
    (kept?.id === id && typeof kept.name === 'string' ? kept.name : id)
  );
}
