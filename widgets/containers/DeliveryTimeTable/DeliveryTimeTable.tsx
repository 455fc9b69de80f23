import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ContainerProps } from '@kit';
import {
  allDeliveryRows,
  deliveryMatches,
  formatDeliveryWindow,
  noDeliveryMatch,
  searchDelivery,
} from '@domain/delivery-table';
import { LiveRegion } from '@kit/react';
import { ArrivalEstimate } from './ArrivalEstimate';
import { useFormState } from '@kit/react/form-state';
import type { DeliveryTimeTableOptions } from './options';

/**
 * The delivery windows by country as one plain table a search box filters (English name,
 * code or another spelling), the count said politely, and for a cart with pre-orders the
 * arrival range for the shopper's country. Rows are markup only: no state per row.
 */
export function DeliveryTimeTable({
  options,
}: ContainerProps<DeliveryTimeTableOptions>): ReactNode {
  const search = useFormState(() => ({ query: '' }), {});
  const query = search.fields.query;
  const id = useId();
  const captionId = `${id}-caption`;
  const { rows, unlisted } = searchDelivery(query.value);
  return (
    <div className="mw-delivery mw-panel">
      <div className="mw-field mw-delivery__search">
        <label htmlFor={`${id}-search`}>Find your country</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query.value}
          onChange={(event) => search.set('query', event.target.value)}
        />
      </div>
      <LiveRegion
        className="mw-delivery__count"
        message={deliveryMatches(rows.length, allDeliveryRows().length)}
      />
      {/* Scrolls inside itself on any screen, so a keyboard must be able to reach it. */}
      <div className="mw-delivery__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="mw-delivery__table">
          <caption id={captionId} className="mw-visually-hidden">
            Delivery times by country
          </caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Delivery time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.label}</th>
                <td>{formatDeliveryWindow(row.window)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="mw-delivery__empty">{noDeliveryMatch(query.value, unlisted)}</p>
        )}
      </div>
      <ArrivalEstimate fallbackCountry={options.country} />
    </div>
  );
}
