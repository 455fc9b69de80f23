import { withItems } from './order-lines';
import { segment, siteJson } from './request';
import type { SiteOptions } from './request';
import type { SiteOrder, SiteOrderAnswer, SiteOrderDownloads } from './types';

/**
 * `GET /orders/{id}`: an order's page. A guest opens it with the key of the confirmation link,
 * or right after paying with the storefront session that placed it; a logged-in buyer may
 * send their token instead.
 */
export const getOrder = (
  options: SiteOptions,
  id: string,
  key?: string,
  token?: string,
  session?: string,
): Promise<SiteOrder> =>
  siteJson<SiteOrderAnswer>(options, `/orders/${segment(id)}`, {
    query: { key },
    token,
    session,
  }).then(withItems);

/** `GET /orders/{id}/downloads`: the order's files with their links, opened as getOrder. */
export const getOrderDownloads = (
  options: SiteOptions,
  id: string,
  key?: string,
  token?: string,
  session?: string,
): Promise<SiteOrderDownloads> =>
  siteJson(options, `/orders/${segment(id)}/downloads`, { query: { key }, token, session });
