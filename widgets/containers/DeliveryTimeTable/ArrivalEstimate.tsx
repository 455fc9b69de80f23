import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_DELIVERY_WINDOW, estimateDelivery } from '@domain/delivery';
import { countryByCode } from '@domain/countries';
import { formatArrival, formatDeliveryWindow } from '@domain/delivery-table';
import { $cartDelivery } from '@stores/cart/delivery';

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/**
 * When the cart holds pre-orders: when they arrive at the shopper's country (the cart's
 * shipping country, else the editor's guess, else the default window). Nothing otherwise.
 * The prerelease dates come from the product list, loaded once the cart has lines.
 */
export function ArrivalEstimate({
  fallbackCountry,
}: {
  readonly fallbackCountry: string;
}): ReactNode {
  const { country: code, prereleases: items } = useStore($cartDelivery);
  if (items.length === 0) return null;
  const country = countryByCode(code ?? fallbackCountry);
  if (country && !country.delivery) {
    return (
      <p className="mw-delivery__estimate">
        We have no delivery estimate for {country.label}, so we cannot say when your pre-orders
        arrive.
      </p>
    );
  }
  const estimate = estimateDelivery(country?.value, items, new Date());
  if (!estimate) return null;
  const window = formatDeliveryWindow(country?.delivery ?? DEFAULT_DELIVERY_WINDOW);
  return (
    <p className="mw-delivery__estimate">
      <strong>Estimated arrival: {formatArrival(estimate, locale())}</strong>{' '}
      {country
        ? `For your pre-orders, shipped to ${country.label}: ${window} after release.`
        : `For your pre-orders, ${window} after release; your shipping country at checkout makes it exact.`}
    </p>
  );
}
