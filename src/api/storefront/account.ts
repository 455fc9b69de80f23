import { call, listGet } from './client';
import type { List, Params, Storefront } from './client';
import type { Address, StoreOrder } from './types';

export interface Account {
  readonly id: string;
  readonly email: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly [key: string]: unknown;
}

const id = (value: string) => encodeURIComponent(value);

/** GET /account (null when nobody is logged in to the store). */
export const getAccount = (sf: Storefront): Promise<Account | null> => call(sf, 'get', 'account');
/** POST /account. */
export const createAccount = (sf: Storefront, data: Params): Promise<Account> =>
  call(sf, 'post', 'account', data);
/** PUT /account. */
export const updateAccount = (sf: Storefront, data: Params): Promise<Account> =>
  call(sf, 'put', 'account', data);
/** POST /account/login with a password or a password token. */
export const loginAccount = (
  sf: Storefront,
  credentials: { email: string; password: string } | { email: string; password_token: string },
): Promise<Account | null> => call(sf, 'post', 'account/login', credentials);
/** POST /account/logout. */
export const logoutAccount = (sf: Storefront): Promise<unknown> =>
  call(sf, 'post', 'account/logout');
/** POST /account/recover. */
export const recoverAccount = (sf: Storefront, data: Params): Promise<unknown> =>
  call(sf, 'post', 'account/recover', data);

/** GET /account/addresses. */
export const listAddresses = (
  sf: Storefront,
  query?: Params,
): Promise<List<Address & { id: string }>> => listGet(sf, 'account/addresses', query);
/** POST /account/addresses. */
export const createAddress = (sf: Storefront, address: Params): Promise<Address & { id: string }> =>
  call(sf, 'post', 'account/addresses', address);
/** PUT /account/addresses/{id}. */
export const updateAddress = (
  sf: Storefront,
  addressId: string,
  address: Params,
): Promise<Address & { id: string }> =>
  call(sf, 'put', `account/addresses/${id(addressId)}`, address);
/** DELETE /account/addresses/{id}. */
export const deleteAddress = (sf: Storefront, addressId: string): Promise<unknown> =>
  call(sf, 'delete', `account/addresses/${id(addressId)}`);

/** GET /account/orders. */
export const listAccountOrders = (sf: Storefront, query?: Params): Promise<List<StoreOrder>> =>
  listGet(sf, 'account/orders', query);
/** GET /account/orders/{id}. */
export const getAccountOrder = (sf: Storefront, orderId: string): Promise<StoreOrder | null> =>
  call(sf, 'get', `account/orders/${id(orderId)}`);
