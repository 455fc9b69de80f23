import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ShownOrder } from '@stores/orders/view';
import { OrderFacts } from '../../shared/OrderFacts';
import { OrderLines } from '../../shared/OrderLines';

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
      <OrderFacts order={order} block="mw-orders" />
      <OrderLines
        order={order}
        block="mw-orders"
        name={{ 'aria-label': `Items of order ${order.number}` }}
      />
    </article>
  );
}
