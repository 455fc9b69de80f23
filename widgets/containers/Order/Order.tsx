import type { ReactNode, RefObject } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { warnOnce } from '@kit';
import { isBuildRender } from '@domain/build-render';
import { orderIdFor, orderState, reloadOrder } from '@stores/orders';
import { LoadFailed } from '../../shared/LoadFailed';
import { Skeleton } from '../../shared/Skeleton';
import { useFocusAfterRetry } from '../../shared/useFocusAfterRetry';
import { OrderDetails } from './OrderDetails';
import type { OrderOptions } from './options';

/** The failed read, in this widget's words and classes. */
const FAILED = {
  block: 'mw-order',
  headingClass: 'mw-order__title',
  title: 'Your order could not be loaded',
} as const;

type Heading = RefObject<HTMLHeadingElement | null>;

/**
 * The login link comes back to this order. Rendered without an order (the page built ahead,
 * which a reader nothing opens an order for reads as it is), the link learns the page's
 * address on click, with the query the build could not know.
 */
function NotFound({
  loginUrl,
  heading,
  id,
}: {
  loginUrl: string;
  heading?: Heading;
  id?: string;
}): ReactNode {
  const here = `${window.location.pathname}${window.location.search}`;
  const href = id ? `${loginUrl}?return=${encodeURIComponent(here)}` : loginUrl;
  return (
    <div className="mw-order">
      <h2 className="mw-order__title" ref={heading} tabIndex={-1}>
        Order not found
      </h2>
      <p>
        We can’t show you this order here. Open the link in your order email, or log in with the
        email address you ordered with.
      </p>
      <p>
        <a href={href} data-behaviour="AddLoginRedirect">
          Log in
        </a>
      </p>
    </div>
  );
}

/** The order's room while it is asked for; without script, where to find the order. */
function Pending(): ReactNode {
  return (
    <>
      <Skeleton
        block="mw-order"
        said="Loading your order…"
        bones={['heading', 'line', 'block', 'block']}
      />
      <noscript>
        <p className="mw-order__noscript">
          Your order shows here with JavaScript on. The email we sent you has its details and
          downloads.
        </p>
      </noscript>
    </>
  );
}

function OrderById({ id, loginUrl }: { id: string; loginUrl: string }): ReactNode {
  const state = useStore(orderState(id));
  const { answer: heading, retry } = useFocusAfterRetry<HTMLHeadingElement>(state.status, () =>
    reloadOrder(id),
  );

  // Holds the room of an order while it loads, so nothing below it moves.
  if (state.status === 'loading') return <Pending />;
  if (state.status === 'missing') return <NotFound loginUrl={loginUrl} heading={heading} id={id} />;
  if (state.status === 'error') {
    return <LoadFailed {...FAILED} message={state.message} onRetry={retry} heading={heading} />;
  }
  return <OrderDetails id={id} order={state.order} downloads={state.downloads} heading={heading} />;
}

/**
 * An order: number, date, status, lines and totals, addresses, payment and its downloads.
 * The order is `data-order-id`, else the one the page's address names.
 */
export function Order({ options, prerendering }: ContainerProps<OrderOptions>): ReactNode {
  const id = orderIdFor(options.orderId, window.location);
  // The build knows no address's query: the page holds the order's shape until it has asked.
  if (!id && prerendering) return <Pending />;
  if (!id) {
    // The build renders the page without the query a reader's address brings: no mistake.
    if (!isBuildRender(document)) {
      warnOnce(
        'Order: no data-order-id, and the address names no order (/checkout/order?order={id}).',
      );
    }
    return <NotFound loginUrl={options.loginUrl} />;
  }
  return <OrderById id={id} loginUrl={options.loginUrl} />;
}
