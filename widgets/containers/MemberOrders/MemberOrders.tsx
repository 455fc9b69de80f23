import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { NO_ORDERS_YET } from '@domain/order-messages';
import { FormAlert } from '@kit/react';
import { $memberOrders, loadMoreOrders, reloadMemberOrders } from '@stores/member-orders';
import type { MemberOrdersState } from '@stores/member-orders';
import { orderPageUrl } from '@stores/orders/location';
import { LoadFailed } from '../../shared/LoadFailed';
import { Skeleton } from '../../shared/Skeleton';
import { useFocusAfterRetry } from '../../shared/useFocusAfterRetry';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { OrderSummary } from './OrderSummary';
import type { MemberOrdersOptions } from './options';

/** The failed read, in this widget's words and classes. */
const FAILED = {
  block: 'mw-orders',
  headingClass: 'mw-orders__heading',
  title: 'Your orders could not be loaded',
} as const;

type Ready = Extract<MemberOrdersState, { status: 'ready' }>;

type Answer = RefObject<HTMLHeadingElement | HTMLParagraphElement | null>;

/** The orders read so far, and "Show more orders" while the member has more. */
function OrderList({
  state,
  options,
  answer,
}: {
  state: Ready;
  options: MemberOrdersOptions;
  answer: Answer;
}): ReactNode {
  const { orders, count, more } = state;
  // The first order of a page asked for takes the focus, so a keyboard reader goes on there.
  const list = useRef<HTMLOListElement>(null);
  const shownBefore = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = shownBefore.current;
    if (before === undefined || orders.length <= before) return;
    shownBefore.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('.mw-orders__title a')[before]?.focus();
  }, [orders.length]);
  const loadingMore = more.status === 'loading';
  return (
    <div className="mw-orders">
      <p className="mw-orders__count" ref={answer} tabIndex={-1}>
        {orders.length < count
          ? `Showing your ${orders.length} latest of ${count} orders.`
          : `You have placed ${count} ${count === 1 ? 'order' : 'orders'}.`}
      </p>
      <ol className="mw-orders__list" ref={list}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderSummary order={order} href={orderPageUrl(order.id, options.orderUrl)} />
          </li>
        ))}
      </ol>
      {more.status === 'error' && <FormAlert error={more.message} />}
      {state.page < state.pages && (
        <button
          type="button"
          className="mw-button mw-button--quiet"
          aria-disabled={loadingMore}
          onClick={() => {
            if (loadingMore) return;
            shownBefore.current = orders.length;
            void loadMoreOrders();
          }}
        >
          {loadingMore ? 'Loading more orders…' : 'Show more orders'}
        </button>
      )}
    </div>
  );
}

/**
 * Every order of the logged-in member, newest first: number (a link to the order's page),
 * date, status, lines and totals, a page at a time. Membership-only page.
 */
export function MemberOrders({ options }: ContainerProps<MemberOrdersOptions>): ReactNode {
  useRouteGuard();
  const state = useStore($memberOrders);
  const { answer, retry } = useFocusAfterRetry<HTMLHeadingElement | HTMLParagraphElement>(
    state.status,
    reloadMemberOrders,
  );
  switch (state.status) {
    case 'loading':
      // The shape of the shortest answer, a line and a button (no orders yet): whatever comes
      // is at least as tall, so the host never shrinks and leaves the page below nothing to fill.
      return <Skeleton block="mw-orders" said="Loading your orders…" bones={['line', 'button']} />;
    case 'visitor': {
      const here = `${window.location.pathname}${window.location.search}`;
      return (
        <div className="mw-orders">
          <p>
            <a href={`${options.loginUrl}?return=${encodeURIComponent(here)}`}>Log in</a> to see
            your orders.
          </p>
        </div>
      );
    }
    case 'error':
      return <LoadFailed {...FAILED} message={state.message} onRetry={retry} heading={answer} />;
    case 'ready':
      return state.orders.length === 0 ? (
        <div className="mw-orders">
          <p ref={answer} tabIndex={-1}>
            {NO_ORDERS_YET}
          </p>
          <a className="mw-button" href={options.shopUrl}>
            Browse the books
          </a>
        </div>
      ) : (
        <OrderList state={state} options={options} answer={answer} />
      );
    default:
      return state satisfies never;
  }
}
