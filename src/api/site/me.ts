import { siteRefusal } from '../core/errors';
import { parseJson } from '../core/json';
import { pageWithItems, withItems } from './order-lines';
import { segment, siteJson, siteSend } from './request';
import type { SiteOptions } from './request';
import type { SiteOrder, SiteOrderAnswer, SiteOrdersPage } from './types';

/** Which page of the member's orders, and how many to a page (the service's default: 25). */
export interface OrdersPageQuery {
  readonly page?: number;
  readonly limit?: number;
}

/**
 * `GET /me/orders`: the member's orders, newest first, a page at a time (`{ count, page,
 * pages, results }`); with an id, that one order.
 */
export function getMyOrders(
  options: SiteOptions,
  token: string,
  query?: OrdersPageQuery,
): Promise<SiteOrdersPage>;
export function getMyOrders(options: SiteOptions, token: string, id: string): Promise<SiteOrder>;
export function getMyOrders(
  options: SiteOptions,
  token: string,
  which: string | OrdersPageQuery = {},
): Promise<SiteOrdersPage | SiteOrder> {
  if (typeof which === 'string') {
    return siteJson<SiteOrderAnswer>(options, `/me/orders/${segment(which)}`, { token }).then(
      withItems,
    );
  }
  const number = (value: number | undefined) => (value === undefined ? undefined : `${value}`);
  return siteJson<Parameters<typeof pageWithItems>[0]>(options, '/me/orders', {
    token,
    query: { page: number(which.page), limit: number(which.limit) },
  }).then(pageWithItems);
}

/**
 * `GET /me/dashboard`: the member's dashboard as an HTML fragment, sanitised before it can
 * reach the DOM. The sanitiser loads with the first dashboard, not with every page.
 */
export async function getDashboard(options: SiteOptions, token: string): Promise<string> {
  const answer = await siteSend(options, '/me/dashboard', { token, html: true });
  // Only a refusal is JSON (its `{ msg }`); the fragment itself is markup.
  const { response, text } = answer;
  if (!response.ok) throw siteRefusal(parseJson(text), response.status);
  const { default: purify } = await import('dompurify');
  // Without a DOM to parse with (no browser), nothing of the markup is trusted: all escaped.
  if (!purify.isSupported) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
  return purify.sanitize(text);
}
