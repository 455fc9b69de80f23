import { decodeComponent } from '@domain/uri';
/**
 * The order page: one page for every order, the order named in its query
 * (`/checkout/order?order={orderId}`), so a static host serves it from one file without a
 * rewrite.
 */
export const ORDER_PAGE_BASE = '/checkout/order';
/** The query parameter that names the order on its page. */
export const ORDER_PARAM = 'order';
// The address of SPEC point 2, still in receipts already mailed; the demo server answers it.
const ORDER_PATH = /^\/checkout\/confirmation\/([^/]+)\/?$/;

/** The order named by `/checkout/confirmation/{orderId}`, or undefined on any other path. */
export function orderIdFromPath(pathname: string): string | undefined {
  const segment = ORDER_PATH.exec(pathname)?.[1];
  return segment === undefined ? undefined : decodeComponent(segment)?.trim() || undefined;
}

/** The order named by the page's address: `?order=`, else the path of SPEC point 2. */
export const orderIdFromLocation = (pathname: string, search: string): string | undefined =>
  new URLSearchParams(search).get(ORDER_PARAM)?.trim() || orderIdFromPath(pathname);

/**
 * The secret of the order email's link (`?key=`): it opens the order and its downloads for a
 * guest, on any device, without an account.
 */
export function orderKeyFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('key')?.trim() || undefined;
}

/** Which order a widget shows: the editor's `data-order-id`, else the page's address. */
export const orderIdFor = (
  optionId: string,
  location: { readonly pathname: string; readonly search: string },
): string | undefined => optionId.trim() || orderIdFromLocation(location.pathname, location.search);

/** The order's own page, where the Order widget shows it: `{base}?order={orderId}`. */
export const orderPageUrl = (id: string, base: string = ORDER_PAGE_BASE): string =>
  `${base}${base.includes('?') ? '&' : '?'}${ORDER_PARAM}=${encodeURIComponent(id)}`;
