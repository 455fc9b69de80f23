/**
 * The main site API (SPEC point 7, docs/contracts.md "Main site API") and the ad proxy: plain
 * functions, each taking where to go and, where the spec says token, the member's access
 * token (the caller gets it from the identity store). One module per resource, on the
 * library's HTTP core; every failure is an ApiError from the catalogue (SPEC point 8).
 * GET /products, GET /me and PUT /me have no client here: the storefront's catalogue and the
 * identity service's user stand in for them (README, "Main site API").
 */
export type { SiteOptions } from './request';
export type * from './types';
export { getOrder, getOrderDownloads } from './orders';
export { getDashboard, getMyOrders } from './me';
export type { OrdersPageQuery } from './me';
export { createAccount } from './accounts';
export { downloadUrl } from './downloads';
export { getMyDownloads } from './my-downloads';
export { getMarket } from './market';
export { getPanels } from './panels';
export { getAds } from './ads';
