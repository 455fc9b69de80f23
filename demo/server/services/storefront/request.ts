import qs from 'qs';
import type { ZodType } from 'zod';
import type { Db } from '../../backend/db';
import { parse, readJson, storeError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import type { Context } from '../../backend/router';
import { QUERY_PARSER_DEFAULTS } from '@domain';
import { findAccount } from './accounts';
import type { AccountRow } from './accounts';
import { BASE_CURRENCY, currencySetting } from './settings';
import { emptyCart, openSession } from './store';
import type { CartState, SessionRow } from './store';
import { PUBLIC_KEY } from '../payments/keys';

/** The Storefront API's error shape, as the router wants it. */
export const shape: ErrorShape = (status, message, code) => storeError(status, message, code);

/** A request to the store: the router's context with its session and logged-in account. */
export interface StoreRequest extends Context {
  readonly session: SessionRow;
  readonly account: AccountRow | undefined;
}

/** Adds a route to the store's table; every route group receives this. */
export type StoreRoute = (
  method: string,
  path: string,
  run: (r: StoreRequest) => Promise<unknown>,
) => void;

/** Every call: checks the public key, opens the session and names it in X-Session. */
export async function openRequest(db: Db, ctx: Context): Promise<StoreRequest> {
  const auth = ctx.req.headers.authorization ?? '';
  const key = auth.startsWith('Basic ')
    ? Buffer.from(auth.slice(6), 'base64').toString().replace(/:$/, '')
    : undefined;
  if (key !== PUBLIC_KEY) throw storeError(401, 'Invalid public key', 'unauthorized');
  const header = ctx.req.headers['x-session'];
  const session = await openSession(db, typeof header === 'string' ? header : undefined);
  ctx.res.setHeader('X-Session', session.id);
  return { ...ctx, session, account: await findAccount(db, session.account_id) };
}

/** The query string, parsed as the store's clients write it (`where[price][$gt]=5`). */
export const query = (url: URL) =>
  qs.parse(url.search.slice(1), QUERY_PARSER_DEFAULTS) as Record<string, unknown>;

/** The JSON body checked against a schema; 400 in the store's shape otherwise. */
export const body = <T>(r: StoreRequest, schema: ZodType<T>) =>
  readJson(r.req, shape).then((input) => parse(schema, input ?? {}, shape));

export const requireAccount = (r: StoreRequest): AccountRow => {
  if (!r.account) throw storeError(401, 'Please log in to your account first', 'unauthorized');
  return r.account;
};

/** The session's cart; a logged-in session's cart always carries its account. */
export const cartOf = (r: StoreRequest): CartState => {
  const cart = r.session.cart ?? emptyCart();
  return r.account ? { ...cart, account: { id: r.account.id, email: r.account.email } } : cart;
};

/** The currency asked for by header, else the session's, else the store's. */
export const sessionCurrency = (r: StoreRequest) => {
  const header = r.req.headers['x-currency'];
  return (
    currencySetting(typeof header === 'string' ? header : undefined) ??
    currencySetting(r.session.currency ?? undefined) ??
    BASE_CURRENCY
  );
};
