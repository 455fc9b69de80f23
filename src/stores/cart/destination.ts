import { atom } from 'nanostores';
import * as api from '@api/storefront/cart';
import { setSessionValue } from '@api/storefront/settings';
import type { StoreCart } from '@api/storefront/types';
import { destinationChanged, toStoreAddress } from '@domain/cart-update';
import { currencyForCountry, currencyNotice } from '@domain/currency';
import { onReset } from '../seam';
import { chooseCurrency } from '../store-money';
import { runCart } from './run';
import { $cart } from './state';
import type { CartView } from './view';

/**
 * The last change of the cart's currency the shopper should read about, '' while none: a
 * price never changes its currency silently.
 */
export const $currencyNotice = atom('');
onReset(() => $currencyNotice.set(''));

/** Says so when an answer brought another currency than the cart had before it. */
export function noteCurrency(before: string | undefined, after: CartView | null, country?: string) {
  if (before && after && after.currency !== before) {
    $currencyNotice.set(currencyNotice(after.currency, country));
  }
}

export interface Destination {
  /** The shipping address as typed so far; its country is what the rates need. */
  readonly shipping?: Readonly<Record<string, string>>;
  /** The country the currency follows (the billing address's). */
  readonly billingCountry?: string;
  /** Whether the cart ships: then the services are rated for the destination. */
  readonly rate: boolean;
}

/**
 * The destination as soon as the address names a country, before the details are saved: the
 * shipping services appear while the shopper still types, and the prices take the billing
 * country's currency. Nothing is asked when nothing changed.
 */
export async function chooseDestination(destination: Destination): Promise<CartView | null> {
  const before = $cart.get().cart;
  const shipping = destination.shipping && toStoreAddress(destination.shipping);
  const moved = Boolean(shipping?.country) && destinationChanged(before?.shipping, shipping ?? {});
  const currency = destination.billingCountry && currencyForCountry(destination.billingCountry);
  const switching = Boolean(currency) && currency !== before?.currency;
  const rate = destination.rate && Boolean(shipping?.country) && (moved || !before?.shipmentRating);
  if (!moved && !switching && !rate) return before;
  const view = await runCart(async (sf) => {
    let cart: StoreCart | null = null;
    if (moved) {
      cart = await api.updateCart(sf, {
        shipping: { ...shipping, service: null },
        shipment_rating: null,
      });
    }
    if (currency && switching) {
      await setSessionValue(sf, { currency });
      chooseCurrency(currency);
    }
    if (rate) return api.getShipmentRating(sf);
    return switching ? await api.getCart(sf, true) : cart;
  });
  noteCurrency(before?.currency, view, destination.billingCountry);
  return view;
}
