/**
 * Orders as the Order widget shows them: read from the main site API with the order email's
 * key, the storefront session that placed the order, or the buyer's token.
 */
export { $orders, resetOrders } from './state';
export type { DownloadsState, OrderState } from './state';
export { loadOrder, orderState, reloadDownloads, reloadOrder } from './actions';
export {
  ORDER_PAGE_BASE,
  ORDER_PARAM,
  orderIdFor,
  orderIdFromLocation,
  orderIdFromPath,
  orderKeyFromSearch,
  orderPageUrl,
} from './location';
export { addressLines, countryName, paymentLabel, statusLabel } from './labels';
export { downloadHref, toShownDownloads, toShownOrder } from './view';
export type { ShownDownload, ShownFile, ShownLine, ShownOrder, ShownTotal } from './view';
