import { siteJson } from './request';
import type { SiteOptions } from './request';
import type { SiteProduct } from './types';

/** `GET /products`: the active products, optionally of one type or some SKUs. */
export const getProducts = (
  options: SiteOptions,
  filter: { readonly type?: string; readonly sku?: readonly string[] } = {},
): Promise<{ count: number; results: SiteProduct[] }> =>
  siteJson(options, '/products', {
    query: { type: filter.type, sku: filter.sku?.join(',') },
  });
