import { call, listGet } from './client';
import type { List, Params, Storefront } from './client';

// Apart from the catalogue, whose reads every shop page carries: only the member area's plan
// widgets send these.
const id = (value: string) => encodeURIComponent(value);

/** GET /invoices. */
export const listInvoices = (
  sf: Storefront,
  query?: Params,
): Promise<List<Record<string, unknown>>> => listGet(sf, 'invoices', query);
/** GET /invoices/{id}. */
export const getInvoice = (
  sf: Storefront,
  invoiceId: string,
): Promise<Record<string, unknown> | null> => call(sf, 'get', `invoices/${id(invoiceId)}`);
/** GET /subscriptions. */
export const listSubscriptions = (
  sf: Storefront,
  query?: Params,
): Promise<List<Record<string, unknown>>> => listGet(sf, 'subscriptions', query);
/** GET /subscriptions/{id}. */
export const getSubscription = (
  sf: Storefront,
  subscriptionId: string,
): Promise<Record<string, unknown> | null> =>
  call(sf, 'get', `subscriptions/${id(subscriptionId)}`);
/** POST /subscriptions. */
export const createSubscription = (
  sf: Storefront,
  data: Params,
): Promise<Record<string, unknown>> => call(sf, 'post', 'subscriptions', data);
/** PUT /subscriptions/{id}. */
export const updateSubscription = (
  sf: Storefront,
  subscriptionId: string,
  data: Params,
): Promise<Record<string, unknown>> => call(sf, 'put', `subscriptions/${id(subscriptionId)}`, data);
/** POST /subscriptions/{id}/items. */
export const addSubscriptionItem = (
  sf: Storefront,
  subscriptionId: string,
  item: Params,
): Promise<Record<string, unknown>> =>
  call(sf, 'post', `subscriptions/${id(subscriptionId)}/items`, item);
/** PUT /subscriptions/{id}/items: replaces the items. */
export const setSubscriptionItems = (
  sf: Storefront,
  subscriptionId: string,
  items: Params,
): Promise<Record<string, unknown>> =>
  call(sf, 'put', `subscriptions/${id(subscriptionId)}/items`, items);
/** PUT /subscriptions/{id}/items/{itemId}. */
export const updateSubscriptionItem = (
  sf: Storefront,
  subscriptionId: string,
  itemId: string,
  item: Params,
): Promise<Record<string, unknown>> =>
  call(sf, 'put', `subscriptions/${id(subscriptionId)}/items/${id(itemId)}`, item);
/** DELETE /subscriptions/{id}/items/{itemId}. */
export const removeSubscriptionItem = (
  sf: Storefront,
  subscriptionId: string,
  itemId: string,
): Promise<Record<string, unknown>> =>
  call(sf, 'delete', `subscriptions/${id(subscriptionId)}/items/${id(itemId)}`);
