import { map } from 'nanostores';
import { onReset } from '../seam';
import type { ShownDownload, ShownOrder } from './view';

export type DownloadsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** False until the payment is confirmed: then no file is handed out yet. */
      readonly paid: boolean;
      readonly products: readonly ShownDownload[];
    }
  | { readonly status: 'error'; readonly message: string };

/** One order as a widget shows it. */
export type OrderState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly order: ShownOrder; readonly downloads: DownloadsState }
  /** No such order, or not for this reader: the service answers both alike (404 / 401). */
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message: string };

/** The orders shown on this page, by id. */
export const $orders = map<Record<string, OrderState>>({});

export const resetOrders = onReset(() => $orders.set({}));
