import type { ReactNode } from 'react';

/**
 * The payment part's room while its code, the saved cards and the store's wallets arrive:
 * plain bones here, not the shared Skeleton, whose module the checkout's payment step would
 * otherwise get as a chunk of its own.
 */
export const PaymentSkeleton = (): ReactNode => (
  <div className="mw-subscribe__payment mw-subscribe__payment--loading" aria-busy="true">
    <p className="mw-visually-hidden" role="status">
      Loading the ways to pay…
    </p>
    <div className="mw-subscribe__bone mw-subscribe__bone--choices mw-skeleton" />
    <div className="mw-subscribe__bone mw-subscribe__bone--form mw-skeleton" />
  </div>
);
