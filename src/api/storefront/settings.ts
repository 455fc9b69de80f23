import { cachedGet, call } from './client';
import type { Params, Storefront } from './client';

export interface PaymentMethodSettings {
  readonly enabled?: boolean;
  readonly gateway?: string;
  readonly mode?: string;
  readonly publishable_key?: string;
  readonly merchant_id?: string;
  readonly client_id?: string;
  readonly ppcp?: boolean;
  readonly store_owner_email?: string;
  readonly public_key_id?: string;
  readonly [key: string]: unknown;
}

export interface AllSettings {
  readonly settings: Record<string, unknown>;
  readonly menus: unknown;
  readonly payments: Record<string, PaymentMethodSettings>;
  readonly subscriptions: Record<string, unknown>;
  readonly session: Record<string, unknown>;
}

/** GET /settings. */
export const getSettings = (sf: Storefront): Promise<Record<string, unknown>> =>
  cachedGet(sf, 'settings');
/** GET /settings/menus. */
export const getMenus = (sf: Storefront): Promise<unknown> => cachedGet(sf, 'settings/menus');
/** GET /settings/payments. */
export const getPaymentSettings = (
  sf: Storefront,
): Promise<Record<string, PaymentMethodSettings>> => cachedGet(sf, 'settings/payments');
/** GET /settings/subscriptions. */
export const getSubscriptionSettings = (sf: Storefront): Promise<Record<string, unknown>> =>
  cachedGet(sf, 'settings/subscriptions');
/** GET /session. */
export const getSession = (sf: Storefront): Promise<Record<string, unknown>> =>
  call(sf, 'get', 'session');
/** GET /settings/all: settings, menus, payments, subscriptions and session in one answer. */
export const getAllSettings = (sf: Storefront): Promise<AllSettings> =>
  call(sf, 'get', 'settings/all');

const paymentMethods = new WeakMap<Storefront, Promise<Record<string, unknown>>>();

/** GET /payment/methods, fetched once per connection and then kept. */
export function getPaymentMethods(sf: Storefront): Promise<Record<string, unknown>> {
  let methods = paymentMethods.get(sf);
  if (!methods) {
    methods = call<Record<string, unknown>>(sf, 'get', 'payment/methods');
    // A failed first call must not be kept: the next one tries again.
    methods.catch(() => paymentMethods.delete(sf));
    paymentMethods.set(sf, methods);
  }
  return methods;
}

/** GET /payments: looks payments up by id parameters. */
export const getPayments = (sf: Storefront, query: Params): Promise<unknown> =>
  call(sf, 'get', 'payments', query);

/**
 * PUT /session: switches locale or currency, keeps the new value for later requests and
 * forgets the records fetched in the old one.
 */
export async function setSessionValue(
  sf: Storefront,
  change: { readonly locale: string } | { readonly currency: string },
): Promise<Record<string, unknown>> {
  const answer = await call<Record<string, unknown>>(sf, 'put', 'session', change);
  if ('locale' in change) sf.options.session.set('locale', change.locale);
  else sf.options.session.set('currency', change.currency);
  // Records kept from before speak the old currency or language: ask again.
  sf.cache.clear();
  return answer;
}
