import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { DownloadsState, ShownOrder } from '../../../src/stores/orders';
import { longDate } from '../../shared/dates';
import { money } from '../../shared/money';
import { OrderDownloads } from './OrderDownloads';

function Lines({ order }: { order: ShownOrder }): ReactNode {
  const title = useId();
  const { currency } = order;
  return (
    <section className="mw-order__section">
      <h3 id={title}>Items</h3>
      <table className="mw-order__lines" aria-labelledby={title}>
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
                {line.note && <span className="mw-order__note">{line.note}</span>}
                {line.quantity > 1 && (
                  <span className="mw-order__each">{money(line.unitPrice, currency)} each</span>
                )}
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.total, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.totals.map((total) => (
            <tr key={`${total.kind}-${total.label}`} className={`mw-order__${total.kind}`}>
              <th scope="row" colSpan={2}>
                {total.label}
              </th>
              <td>{money(total.amount, currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}

function Address({ title, lines }: { title: string; lines: readonly string[] | 'same' }) {
  if (lines !== 'same' && lines.length === 0) return null;
  return (
    <section className="mw-order__party">
      <h3>{title}</h3>
      {lines === 'same' ? (
        <p>Same as the shipping address</p>
      ) : (
        <p className="mw-order__address">
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </p>
      )}
    </section>
  );
}

/** The order once it is there: what was bought, what it cost, where it goes, how it was paid. */
export function OrderDetails({
  id,
  order,
  downloads,
  heading,
}: {
  id: string;
  order: ShownOrder;
  downloads: DownloadsState;
  heading: RefObject<HTMLHeadingElement | null>;
}): ReactNode {
  const title = useId();
  return (
    <article className="mw-order" aria-labelledby={title}>
      <h2 className="mw-order__title" id={title} ref={heading} tabIndex={-1}>
        Order {order.number}
      </h2>
      <dl className="mw-order__facts">
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
        <div>
          <dt>Receipt sent to</dt>
          <dd>{order.email}</dd>
        </div>
      </dl>
      <OrderDownloads id={id} order={order} downloads={downloads} />
      <Lines order={order} />
      <div className="mw-order__parties">
        <Address title="Shipping address" lines={order.shippingAddress} />
        <Address title="Billing address" lines={order.billingAddress} />
        {order.attendees.length > 0 && (
          <section className="mw-order__party">
            <h3>Attendees</h3>
            <ol className="mw-order__attendees">
              {order.attendees.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ol>
          </section>
        )}
        {order.payment !== undefined && (
          <section className="mw-order__party">
            <h3>Payment</h3>
            <p>{order.payment}</p>
          </section>
        )}
      </div>
    </article>
  );
}
