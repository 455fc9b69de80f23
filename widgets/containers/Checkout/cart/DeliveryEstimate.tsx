import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { countryByCode } from '@domain/countries';
import { estimateDelivery } from '@domain/delivery';
import { formatArrival } from '@domain/delivery-table';
import { $cartDelivery } from '@stores/cart/delivery';

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/**
 * When a cart with prerelease items arrives (SPEC point 9): the shipping country's window
 * after the latest release, the default window while no country is chosen. Nothing for a
 * cart without prereleases, or a country without an estimate.
 */
export function DeliveryEstimate(): ReactNode {
  const { country, prereleases } = useStore($cartDelivery);
  if (prereleases.length === 0) return null;
  const estimate = estimateDelivery(country, prereleases, new Date());
  if (!estimate) return null;
  const where = country ? countryByCode(country)?.label : undefined;
  return (
    <p className="mw-cart__delivery">
      Estimated delivery{where ? ` to ${where}` : ''}:{' '}
      <strong>{formatArrival(estimate, locale())}</strong>
      {where ? null : ' (it depends on the country, which you choose at checkout)'}
    </p>
  );
}
