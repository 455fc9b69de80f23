/**
 * The store connection as one import, for integrations outside the widgets. Widgets import
 * the modules they need directly, so each pulls in only its calls.
 */
export { createStorefront } from './storefront/client';
export type { List, Params, Storefront, StorefrontInit } from './storefront/client';
export * from './storefront/account';
export * from './storefront/account-cards';
export * from './storefront/cart';
export * from './storefront/catalog';
export * from './storefront/subscriptions';
export * from './storefront/content';
export * from './storefront/settings';
export type * from './storefront/types';
export { cookieSessionStore, memorySessionStore } from './session';
export type { CookieOptions, SessionStore, StoredValue } from './session';
export * from './vault';
