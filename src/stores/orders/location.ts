/** The order page's path (SPEC point 2): `/checkout/confirmation/{orderId}`. */
export const ORDER_PAGE_BASE = '/checkout/confirmation';
const ORDER_PATH = /^\/checkout\/confirmation\/([^/]+)\/?$/;

/** The order named by the page's path, or undefined on any other page. */
export function orderIdFromPath(pathname: string): string | undefined {
  const segment = ORDER_PATH.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The secret of the order email's link (`?key=`): it opens the order and its downloads for a
 * guest, on any device, without an account.
 */
export function orderKeyFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('key')?.trim() || undefined;
}

/** Which order a widget shows: the editor's `data-order-id`, else the page's path. */
export const orderIdFor = (optionId: string, pathname: string): string | undefined =>
  optionId.trim() || orderIdFromPath(pathname);

/** The order's own page, where the Order widget shows it: `{base}/{orderId}`. */
export const orderPageUrl = (id: string, base: string = ORDER_PAGE_BASE): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
