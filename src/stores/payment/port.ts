import * as api from '@api/storefront/cart';
import type { Params } from '@api/storefront/client';
import { isSubscriptionType } from '@domain/product-type';
import type { CartPort, CheckoutFacts } from '@payments/types';
import { needsShipping } from '../cart/readiness';
import { runCart } from '../cart/run';
import { vault } from '../connections';
import { $cart } from '../cart/state';
import type { CartView } from '../cart/view';

/** The facts a payment method reads, from the cart as the store last answered it. */
export function checkoutFacts(cart: CartView | null, returnUrl: string): CheckoutFacts {
  const details = cart?.metadata.details;
  const address = details?.billingAddress ?? details?.shippingAddress;
  const name = [address?.firstname, address?.lastname].filter(Boolean).join(' ');
  return {
    cartId: cart?.id ?? '',
    currency: (cart?.currency ?? 'USD').toUpperCase(),
    ...(cart?.namedCurrency ? { namedCurrency: cart.namedCurrency } : {}),
    captureTotal: cart?.captureTotal ?? 0,
    shippingRequired: needsShipping(cart),
    ...(cart ? { shipping: { ...cart.shipping } } : {}),
    hasSubscription: (cart?.items ?? []).some((item) => isSubscriptionType(item.productType)),
    billing: {
      ...(name ? { name } : {}),
      ...(details?.email ? { email: details.email } : {}),
      ...(address ? { address } : {}),
    },
    returnUrl,
    cancelUrl: returnUrl,
  };
}

/**
 * The cart store as a payment method sees it: every write goes through the cart's run (its
 * flags, the lock, and a failure that leaves the cart as it was).
 */
export function cartPort(returnUrl: string): CartPort {
  return {
    vault: vault(),
    facts: () => checkoutFacts($cart.get().cart, returnUrl),
    async update(patch) {
      await runCart((sf) => api.updateCart(sf, patch as Params), { lock: true });
    },
    async rateShipping() {
      const cart = await runCart((sf) => api.getShipmentRating(sf));
      return (cart?.shipmentRating ?? []).map((service) => ({
        id: service.id,
        name: service.name,
      }));
    },
    async chooseShipping(service) {
      await runCart((sf) => api.updateCart(sf, { shipping: { service } }), { lock: true });
    },
  };
}
