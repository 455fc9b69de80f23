import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { DownloadsState, ShownOrder } from '@stores/orders';
import { OrderFacts } from '../../shared/OrderFacts';
import { OrderLines } from '../../shared/OrderLines';
import { OrderDownloads } from './OrderDownloads';

function Lines({ order }: { order: ShownOrder }): ReactNode {
  const title = useId();
  return (
    <section className="mw-order__section">
      <h3 id={title}>Items</h3>
      <OrderLines order={order} block="mw-order" name={{ 'aria-labelledby': title }} unitPrices />
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
      <OrderFacts order={order} block="mw-order">
        <div>
          <dt>Receipt sent to</dt>
          <dd>{order.email}</dd>
        </div>
      </OrderFacts>
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
