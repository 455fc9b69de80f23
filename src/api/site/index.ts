/**
 * The main site API (SPEC point 7, CONTRACTS.md "Main site API") and the ad proxy: plain
 * functions, each taking where to go and, where the spec says token, the member's access
 * token (the caller gets it from the identity store). One module per resource, on the
 * library's HTTP core; every failure is an ApiError from the catalogue (SPEC point 8).
 */
export type { SiteOptions } from './request';
export type * from './types';
export { getProducts } from './products';
export { getOrder, getOrderDownloads } from './orders';
export { getDashboard, getMe, getMyOrders, putMe } from './me';
export type { OrdersPageQuery } from './me';
export { createAccount } from './accounts';
export { downloadUrl } from './downloads';
export { getMyDownloads } from './my-downloads';
export { getMarket } from './market';
export { getPanels } from './panels';
export { getAds } from './ads';
