import { useRef } from 'react';
import type { ReactNode } from 'react';
import type { DownloadsState, ShownOrder } from '@stores/orders';
import { reloadDownloads } from '@stores/orders';
import { DownloadList } from '../../shared/DownloadList';

/**
 * The order's files on the downloads host, a link per format. Nothing at all for an order
 * with nothing to download; a word on when they come for one not paid yet.
 */
export function OrderDownloads({
  id,
  order,
  downloads,
}: {
  id: string;
  order: ShownOrder;
  downloads: DownloadsState;
}): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading stays while the button leaves with the failure: focus waits there.
  const retry = () => {
    heading.current?.focus();
    void reloadDownloads(id);
  };
  if (downloads.status === 'ready' && downloads.products.length === 0) {
    if (downloads.paid || !order.digital) return null;
  }
  return (
    <section
      className="mw-order__section mw-order__downloads"
      aria-busy={downloads.status === 'loading'}
    >
      <h3 ref={heading} tabIndex={-1}>
        Downloads
      </h3>
      {downloads.status === 'loading' && (
        <div className="mw-order__bone mw-order__bone--line mw-skeleton">
          <span className="mw-visually-hidden">Loading your downloads…</span>
        </div>
      )}
      {downloads.status === 'error' && (
        <>
          <p className="mw-order__error" role="alert">
            {downloads.message}
          </p>
          <button type="button" className="mw-button mw-button--quiet" onClick={retry}>
            Load the downloads again
          </button>
        </>
      )}
      {downloads.status === 'ready' && downloads.products.length === 0 && (
        <p>Your downloads will be here as soon as your payment is confirmed.</p>
      )}
      {downloads.status === 'ready' && downloads.products.length > 0 && (
        <DownloadList products={downloads.products} block="mw-order" productAs="span" />
      )}
    </section>
  );
}
