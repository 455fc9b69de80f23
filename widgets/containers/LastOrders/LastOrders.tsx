import { useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { NO_ORDERS_YET } from '@domain/order-messages';
import { $memberOrders, reloadMemberOrders } from '@stores/member-orders';
import { orderPageUrl } from '@stores/orders/location';
import type { ShownOrder } from '@stores/orders/view';
import { longDate } from '../../shared/dates';
import { TryAgain } from '../../shared/LoadFailed';
import { money } from '../../shared/money';
import { useFocusAfterRetry } from '../../shared/useFocusAfterRetry';
import type { LastOrdersOptions } from './options';

const grandTotal = (order: ShownOrder): string => {
  const total = order.totals.find((line) => line.kind === 'total');
  return total ? money(total.amount, order.currency) : '';
};

function Latest({ order, href }: { order: ShownOrder; href: string }): ReactNode {
  return (
    <li className="mw-last-orders__order">
      <a href={href}>Order {order.number}</a>
      <time dateTime={order.placedAt}>{longDate(order.placedAt)}</time>
      <span>{grandTotal(order)}</span>
      <span className="mw-last-orders__status">{order.status}</span>
    </li>
  );
}

/**
 * The member's latest orders, compact (number, date, total, status, each a link to its
 * page), with the way to all of them: for the dashboard or a sidebar. A visitor has none,
 * so for a visitor it shows nothing at all.
 */
export function LastOrders({ options }: ContainerProps<LastOrdersOptions>): ReactNode {
  const state = useStore($memberOrders);
  const title = useId();
  // The retry button leaves with the failure: the heading takes the focus once it settles.
  const { answer: headingRef, retry } = useFocusAfterRetry<HTMLHeadingElement>(
    state.status,
    reloadMemberOrders,
  );
  if (state.status === 'visitor') return null;
  const heading = (
    <h2 className="mw-last-orders__heading" id={title} ref={headingRef} tabIndex={-1}>
      Your latest orders
    </h2>
  );
  if (state.status === 'loading') {
    return (
      <section className="mw-last-orders" aria-labelledby={title} aria-busy="true">
        {heading}
        <p className="mw-visually-hidden" role="status">
          Loading your orders…
        </p>
        <div className="mw-last-orders__bone mw-skeleton" />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="mw-last-orders" aria-labelledby={title}>
        {heading}
        <TryAgain message={state.message} onRetry={retry} alertClass="mw-last-orders__error" />
      </section>
    );
  }
  const latest = state.orders.slice(0, options.count);
  return (
    <section className="mw-last-orders" aria-labelledby={title}>
      {heading}
      {latest.length === 0 ? (
        <p>
          {NO_ORDERS_YET} <a href={options.shopUrl}>Browse the books</a>
        </p>
      ) : (
        <>
          <ol className="mw-last-orders__list">
            {latest.map((order) => (
              <Latest
                key={order.id}
                order={order}
                href={orderPageUrl(order.id, options.orderUrl)}
              />
            ))}
          </ol>
          <a href={options.ordersUrl}>All your orders</a>
        </>
      )}
    </section>
  );
}
