import type { ReactNode } from 'react';
import type { ShownOrder } from '@stores/orders/view';
import { longDate } from './dates';
import type { OrderBlock } from './OrderLines';

/** The day an order was placed and its status; a widget adds facts of its own after them. */
export function OrderFacts({
  order,
  block,
  children,
}: {
  readonly order: ShownOrder;
  readonly block: OrderBlock;
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <dl className={`${block}__facts`}>
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
      {children}
    </dl>
  );
}
