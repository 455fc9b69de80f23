import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ShownOrder } from '../../../src/stores/orders/view';
import { longDate } from '../../shared/dates';
import { money } from '../../shared/money';

/** The order's lines and totals, in the order's currency, as its receipt lists them. */
function Lines({ order }: { order: ShownOrder }): ReactNode {
  const { currency } = order;
  return (
    <table className="mw-orders__lines" aria-label={`Items of order ${order.number}`}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              {line.name}
              {line.note && <span className="mw-orders__note">{line.note}</span>}
            </th>
            <td>{line.quantity}</td>
            <td>{money(line.total, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.totals.map((total) => (
          <tr key={`${total.kind}-${total.label}`} className={`mw-orders__${total.kind}`}>
            <th scope="row" colSpan={2}>
              {total.label}
            </th>
            <td>{money(total.amount, currency)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/**
 * One order in the member's list: its number (a link to its own page, where its addresses,
 * payment and downloads are), the day it was placed, its status, its lines and totals.
 */
export function OrderSummary({ order, href }: { order: ShownOrder; href: string }): ReactNode {
  const title = useId();
  return (
    <article className="mw-orders__order" aria-labelledby={title}>
      <h2 className="mw-orders__title" id={title}>
        <a href={href}>Order {order.number}</a>
      </h2>
      <dl className="mw-orders__facts">
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.placedAt}>{longDate(order.placedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{order.status}</dd>
        </div>
      </dl>
      <Lines order={order} />
    </article>
  );
}
