import type { SiteOrder, SiteOrderAnswer, SiteOrdersPage } from './types';

/** An order with its lines under `items`, wherever the answer put them. */
export function withItems(order: SiteOrderAnswer): SiteOrder {
  if (order.items !== undefined) return order;
  const { line_items: lines, ...rest } = order;
  return { ...rest, items: lines };
}

/** A page of orders, each with its lines under `items`. */
export const pageWithItems = (
  page: Omit<SiteOrdersPage, 'results'> & { readonly results: readonly SiteOrderAnswer[] },
): SiteOrdersPage => ({ ...page, results: page.results.map(withItems) });
