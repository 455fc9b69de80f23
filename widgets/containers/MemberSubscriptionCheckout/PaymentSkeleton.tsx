import type { ReactNode } from 'react';
import { Skeleton } from '../../shared/Skeleton';

/** The payment part's room while its code, the saved cards and the store's wallets arrive. */
export const PaymentSkeleton = (): ReactNode => (
  <Skeleton
    block="mw-subscribe__payment"
    said="Loading the ways to pay…"
    bones={['choices', 'form']}
  />
);
