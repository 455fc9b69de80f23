import qs from 'qs';
import type { ZodType } from 'zod';
import type { Handler } from '../../app';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson, storeError } from '../../backend/http';
import type { ErrorShape } from '../../backend/http';
import { Router } from '../../backend/router';
import type { Context } from '../../backend/router';
import {
  CART_NOT_FOUND,
  PAYMENT_NOT_FOUND,
  QUERY_PARSER_DEFAULTS,
  convertAmount,
} from '../../../../src/domain';
import type { CurrencySetting } from '../../../../src/domain';
import {
  accountView,
  authenticate,
  createAccount,
  findAccount,
  recoverAccount,
  saveList,
  updateAccount,
} from './accounts';
import type { AccountRow } from './accounts';
import { addLines, changeLine, rateShipment, viewCart } from './cart';
import { CATEGORIES } from './catalogue';
import { pageOf } from './list';
import { submitOrder } from './orders';
import * as schema from './schemas';
import {
  CONTENT,
  MENUS,
  PAYMENT_SETTINGS,
  STORE_SETTINGS,
  SUBSCRIPTION_SETTINGS,
  BASE_CURRENCY,
  currencySetting,
} from './settings';
import {
  emptyCart,
  findCoupon,
  findProduct,
  normaliseProduct,
  openSession,
  updateSession,
} from './store';
import type { CartState, ProductRow, SessionRow } from './store';
import { subscriptionRoutes } from './subscriptions';
import { PUBLIC_KEY, findIntent } from '../vault/intents';

const shape: ErrorShape = (status, message, code) => storeError(status, message, code);

const query = (url: URL) =>
  qs.parse(url.search.slice(1), QUERY_PARSER_DEFAULTS) as Record<string, unknown>;

/** Numeric columns arrive as strings; the wire wants numbers. */
export const orderView = (row: Record<string, unknown>) => {
  const { metadata, ...rest } = row;
  const { key: _key, ...visible } = (metadata ?? {}) as Record<string, unknown>;
  void _key;
  const money = ['sub_total', 'discount_total', 'shipment_total', 'tax_total', 'grand_total'];
  return {
    ...rest,
    ...Object.fromEntries(money.map((k) => [k, Number(row[k])])),
    metadata: visible,
    date_created: new Date(row.created_at as string).toISOString(),
  };
};

/** A product priced in the session's currency (display currencies are converted). */
const productView = (p: ProductRow, currency: CurrencySetting = BASE_CURRENCY) => ({
  ...p,
  price: convertAmount(p.price, currency),
  sale_price: p.sale_price === null ? null : convertAmount(p.sale_price, currency),
  orig_price: p.orig_price === null ? null : convertAmount(p.orig_price, currency),
  currency: currency.code,
  categories: p.categories.map((slug) => CATEGORIES.find((c) => c.slug === slug) ?? slug),
  // Both spellings: the store's, and the one the magazine's product list uses.
  cross_sell_product_id: p.cross_sell_product_id,
  crossSellProductId: p.cross_sell_product_id,
  downloads: undefined,
});

export interface StoreRequest extends Context {
  readonly session: SessionRow;
  readonly account: AccountRow | undefined;
}

/** The Storefront API under `/api` (CONTRACTS.md, SPEC point 7). */
export function storefrontService(deps: BackendDeps): Handler {
  const { db } = deps;
  const router = new Router('/api', shape);

  /** Every call: checks the public key, opens the session and names it in X-Session. */
  const open = async (ctx: Context): Promise<StoreRequest> => {
    const auth = ctx.req.headers.authorization ?? '';
    const key = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString().replace(/:$/, '')
      : undefined;
    if (key !== PUBLIC_KEY) throw storeError(401, 'Invalid public key', 'unauthorized');
    const header = ctx.req.headers['x-session'];
    const session = await openSession(db, typeof header === 'string' ? header : undefined);
    ctx.res.setHeader('X-Session', session.id);
    return { ...ctx, session, account: await findAccount(db, session.account_id) };
  };

  /** The currency asked for by header, else the session's, else the store's. */
  const sessionCurrency = (r: StoreRequest) => {
    const header = r.req.headers['x-currency'];
    return (
      currencySetting(typeof header === 'string' ? header : undefined) ??
      currencySetting(r.session.currency ?? undefined) ??
      BASE_CURRENCY
    );
  };

  const requireAccount = (r: StoreRequest): AccountRow => {
    if (!r.account) throw storeError(401, 'Please log in to your account first', 'unauthorized');
    return r.account;
  };

  /** The session's cart; a logged-in session's cart always carries its account. */
  const cartOf = (r: StoreRequest): CartState => {
    const cart = r.session.cart ?? emptyCart();
    return r.account ? { ...cart, account: { id: r.account.id, email: r.account.email } } : cart;
  };
  const view = (r: StoreRequest, cart: CartState) => viewCart(db, r.session, cart, deps.now());

  /** Saves a cart change and answers the priced cart. */
  const save = async (r: StoreRequest, cart: CartState) => {
    const session = await updateSession(db, r.session.id, { cart });
    return viewCart(db, session, cart, deps.now());
  };

  const route = (method: string, path: string, run: (r: StoreRequest) => Promise<unknown>) =>
    router.on(method, path, async (ctx) => run(await open(ctx)));
  const body = <T>(r: StoreRequest, s: ZodType<T>) =>
    readJson(r.req, shape).then((input) => parse(s, input ?? {}, shape));

  // Cart
  route('GET', '/cart', async (r) => (r.session.cart ? view(r, r.session.cart) : null));
  route('POST', '/cart/items', async (r) => {
    const item = await body(r, schema.newItem);
    const cart = cartOf(r);
    return save(r, { ...cart, items: await addLines(db, cart, [item]) });
  });
  route('PUT', '/cart/items', async (r) => {
    const { items } = await body(r, schema.itemList);
    const cart = cartOf(r);
    return save(r, { ...cart, items: await addLines(db, { ...cart, items: [] }, items) });
  });
  route('PUT', '/cart/items/:id', async (r) => {
    const patch = await body(r, schema.itemPatch);
    const cart = cartOf(r);
    return save(r, {
      ...cart,
      items: await changeLine(db, cart, r.params.id ?? '', patch.quantity),
    });
  });
  route('DELETE', '/cart/items/:id', async (r) => {
    const cart = cartOf(r);
    return save(r, { ...cart, items: await changeLine(db, cart, r.params.id ?? '', 0) });
  });
  route('PUT', '/cart', async (r) => {
    const patch = await body(r, schema.cartPatch);
    let cart = cartOf(r);
    if (patch.items)
      cart = { ...cart, items: await addLines(db, { ...cart, items: [] }, patch.items) };
    if (patch.coupon_code !== undefined) {
      if (patch.coupon_code && !(await findCoupon(db, patch.coupon_code, deps.now()))) {
        throw storeError(
          400,
          `Invalid coupon code: ${patch.coupon_code}`,
          'invalid',
          'coupon_code',
        );
      }
      cart = { ...cart, coupon_code: patch.coupon_code };
    }
    if (patch.account !== undefined) {
      // A logged-in session keeps its own account on the cart.
      cart = r.account
        ? { ...cart, account: { id: r.account.id, email: r.account.email } }
        : { ...cart, account: patch.account };
    }
    if (patch.billing === null) cart = { ...cart, billing: {} };
    else if (patch.billing !== undefined) {
      cart = { ...cart, billing: { ...(cart.billing ?? {}), ...patch.billing } };
      const token = patch.billing?.card?.token;
      if (token) cart = { ...cart, billing: { ...cart.billing, card: await cardOf(token) } };
    }
    if (patch.shipping === null) cart = { ...cart, shipping: {}, shipment_rating: null };
    else if (patch.shipping !== undefined) {
      const next = { ...(cart.shipping ?? {}), ...(patch.shipping ?? {}) };
      // A new destination has other services: the chosen one and the rating no longer hold.
      const moved = patch.shipping?.country && patch.shipping.country !== cart.shipping?.country;
      cart = {
        ...cart,
        shipping: moved && !patch.shipping?.service ? { ...next, service: undefined } : next,
        ...(moved ? { shipment_rating: null } : {}),
      } as CartState;
    }
    if (patch.shipment_rating === null) cart = { ...cart, shipment_rating: null };
    if (patch.metadata !== undefined) {
      cart = { ...cart, metadata: { ...(cart.metadata ?? {}), ...(patch.metadata ?? {}) } };
    }
    if (patch.currency && currencySetting(patch.currency)) {
      cart = { ...cart, currency: patch.currency.toUpperCase() };
    }
    return save(r, cart);
  });
  route('PUT', '/cart/recover/:id', async (r) => {
    const [row] = await db.query<{ id: string; cart: CartState }>(
      "SELECT id, cart FROM store_sessions WHERE cart ->> 'id' = $1",
      [r.params.id],
    );
    if (!row) throw storeError(404, CART_NOT_FOUND, 'not_found', 'id');
    await db.query('UPDATE store_sessions SET cart = NULL WHERE id = $1', [row.id]);
    return save(r, row.cart);
  });
  route('PUT', '/cart/coupon', async (r) => {
    const { code } = await body(r, schema.couponBody);
    const coupon = await findCoupon(db, code, deps.now());
    if (!coupon) throw storeError(400, `Invalid coupon code: ${code}`, 'invalid', 'code');
    return save(r, { ...cartOf(r), coupon_code: coupon.code });
  });
  route('DELETE', '/cart/coupon', async (r) => save(r, { ...cartOf(r), coupon_code: null }));
  route('POST', '/cart/giftcards', async (r) => {
    const { code } = await body(r, schema.couponBody);
    // The demo store sells no gift cards, so every code is unknown.
    throw storeError(400, `Invalid gift card code: ${code}`, 'invalid', 'code');
  });
  route('DELETE', '/cart/giftcards/:id', async (r) => {
    throw storeError(404, `Gift card not found: ${r.params.id}`, 'not_found', 'id');
  });
  route('GET', '/cart/shipment-rating', async (r) => {
    const cart = cartOf(r);
    return save(r, { ...cart, shipment_rating: rateShipment(r.session, cart) });
  });
  route('POST', '/cart/order', async (r) => {
    const order = await submitOrder(db, r.session, cartOf(r), deps.now(), deps.publicUrl);
    await updateSession(db, r.session.id, { cart: null, last_order_id: order.id as string });
    return orderView(order);
  });
  route('GET', '/cart/order', async (r) => {
    const id = (query(r.url).checkout_id as string | undefined) ?? r.session.last_order_id;
    if (!id || id !== r.session.last_order_id) return null;
    const [order] = await db.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [
      id,
    ]);
    return order ? orderView(order) : null;
  });
  route('GET', '/cart/settings', async () => ({
    enabled: true,
    guest_checkout: true,
    currency: STORE_SETTINGS.currency,
  }));

  const cardOf = async (token: string) => {
    const [card] = await db.query<Record<string, unknown>>(
      'SELECT token, brand, last4, exp_month, exp_year FROM vault_tokens WHERE token = $1',
      [token],
    );
    if (!card) throw storeError(400, 'Unknown card token', 'invalid_card', 'billing.card.token');
    return { ...card, gateway: 'stripe', cvc_check: 'pass' };
  };

  // Account
  route('GET', '/account', async (r) => (r.account ? accountView(r.account) : null));
  route('POST', '/account', async (r) => {
    const account = await createAccount(db, await body(r, schema.newAccount));
    await updateSession(db, r.session.id, { account_id: account.id });
    return accountView(account);
  });
  route('PUT', '/account', async (r) =>
    accountView(await updateAccount(db, requireAccount(r), await body(r, schema.accountPatch))),
  );
  route('POST', '/account/login', async (r) => {
    const account = await authenticate(db, await body(r, schema.login), deps.now());
    // As the hosted store: a failed login answers null, not an error.
    if (!account) return null;
    const cart = r.session.cart;
    await updateSession(db, r.session.id, {
      account_id: account.id,
      ...(cart ? { cart: { ...cart, account: { id: account.id, email: account.email } } } : {}),
    });
    return accountView(account);
  });
  route('POST', '/account/logout', async (r) => {
    await updateSession(db, r.session.id, {
      account_id: null,
      ...(r.session.cart ? { cart: { ...r.session.cart, account: null } } : {}),
    });
    return { success: true };
  });
  route('POST', '/account/recover', async (r) => {
    const input = await body(r, schema.recover);
    const reset = input.reset_url ?? `${deps.publicUrl}/auth/reset`;
    await recoverAccount(db, input.email, new URL(reset, deps.publicUrl).href, deps.now());
    return { success: true };
  });
  for (const list of ['addresses', 'cards'] as const) {
    const item: ZodType<Record<string, unknown>> =
      list === 'addresses' ? schema.address : schema.newCard;
    route('GET', `/account/${list}`, async (r) =>
      pageOf(r.res, r.url, requireAccount(r)[list], query(r.url)),
    );
    route('POST', `/account/${list}`, async (r) => {
      const account = requireAccount(r);
      const input = await body(r, item);
      const entry =
        list === 'cards'
          ? { id: `card_${Date.now().toString(36)}`, ...(await cardOf(String(input.token))) }
          : { id: `addr_${Date.now().toString(36)}`, ...input };
      await saveList(db, account, list, [...account[list], entry]);
      return entry;
    });
    route('PUT', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      const current = account[list].find((e) => e.id === r.params.id);
      if (!current) throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
      const input = await body(r, item);
      const next = { ...current, ...(list === 'cards' ? {} : input) };
      await saveList(
        db,
        account,
        list,
        account[list].map((e) => (e.id === current.id ? next : e)),
      );
      return next;
    });
    route('DELETE', `/account/${list}/:id`, async (r) => {
      const account = requireAccount(r);
      if (!account[list].some((e) => e.id === r.params.id)) {
        throw storeError(404, `Not found: ${r.params.id}`, 'not_found', 'id');
      }
      await saveList(
        db,
        account,
        list,
        account[list].filter((e) => e.id !== r.params.id),
      );
      return { id: r.params.id, deleted: true };
    });
  }
  const ownOrders = (account: AccountRow) =>
    db.query<Record<string, unknown>>(
      'SELECT * FROM orders WHERE account_id = $1 OR lower(email) = lower($2) ORDER BY created_at DESC',
      [account.id, account.email],
    );
  route('GET', '/account/orders', async (r) =>
    pageOf(r.res, r.url, (await ownOrders(requireAccount(r))).map(orderView), query(r.url)),
  );
  route('GET', '/account/orders/:id', async (r) => {
    const order = (await ownOrders(requireAccount(r))).find((o) => o.id === r.params.id);
    // Another person's order is as unknown as one that does not exist.
    if (!order) throw storeError(404, `Order not found: ${r.params.id}`, 'not_found', 'id');
    return orderView(order);
  });

  // Catalog
  route('GET', '/products', async (r) => {
    const q = query(r.url);
    const where = (q.where ?? {}) as Record<string, unknown>;
    const rows = (
      await db.query<ProductRow>('SELECT * FROM products WHERE active ORDER BY created_at, id')
    ).map(normaliseProduct);
    const search = typeof q.search === 'string' ? q.search.toLowerCase() : undefined;
    const category = typeof q.category === 'string' ? q.category : undefined;
    const price = (where.price ?? {}) as Record<string, unknown>;
    const filtered = rows.filter(
      (p) =>
        (!search || `${p.name} ${p.description}`.toLowerCase().includes(search)) &&
        (!category || p.categories.includes(category)) &&
        (where.type === undefined || p.type === where.type) &&
        (where.sku === undefined || p.sku === where.sku) &&
        (price.$gt === undefined || p.price > Number(price.$gt)) &&
        (price.$lt === undefined || p.price < Number(price.$lt)),
    );
    const currency = sessionCurrency(r);
    return pageOf(
      r.res,
      r.url,
      filtered.map((p) => productView(p, currency)),
      q,
    );
  });
  route('GET', '/products/:id', async (r) => {
    const product = await findProduct(db, r.params.id ?? '');
    return product ? productView(product, sessionCurrency(r)) : null;
  });
  route('GET', '/categories', async (r) => pageOf(r.res, r.url, CATEGORIES, query(r.url)));
  route(
    'GET',
    '/categories/:id',
    async (r) => CATEGORIES.find((c) => c.id === r.params.id || c.slug === r.params.id) ?? null,
  );
  const ATTRIBUTES = [
    { id: 'format', name: 'Format', filterable: true, values: ['Print', 'eBook', 'Bundle'] },
    {
      id: 'topic',
      name: 'Topic',
      filterable: true,
      values: ['Accessibility', 'CSS', 'Performance'],
    },
  ];
  route('GET', '/attributes', async (r) => pageOf(r.res, r.url, ATTRIBUTES, query(r.url)));
  route(
    'GET',
    '/attributes/:id',
    async (r) => ATTRIBUTES.find((a) => a.id === r.params.id) ?? null,
  );
  subscriptionRoutes(route, { db, requireAccount, orderView, ownOrders, now: deps.now });

  // Content
  const content = (r: StoreRequest) => {
    const preview = Boolean(query(r.url).$preview);
    return (CONTENT[r.params.model ?? ''] ?? []).filter((e) => preview || e.published);
  };
  route('GET', '/content/:model', async (r) => pageOf(r.res, r.url, content(r), query(r.url)));
  route(
    'GET',
    '/content/:model/:id',
    async (r) => content(r).find((e) => e.id === r.params.id || e.slug === r.params.id) ?? null,
  );

  // Settings and session
  const sessionView = (s: SessionRow) => ({
    id: s.id,
    account_id: s.account_id,
    cart_id: s.cart?.id ?? null,
    locale: s.locale ?? STORE_SETTINGS.locale,
    currency: s.currency ?? STORE_SETTINGS.currency,
  });
  route('GET', '/settings', async () => STORE_SETTINGS);
  route('GET', '/settings/menus', async () => MENUS);
  route('GET', '/settings/payments', async () => PAYMENT_SETTINGS);
  route('GET', '/settings/subscriptions', async () => SUBSCRIPTION_SETTINGS);
  route('GET', '/settings/all', async (r) => ({
    settings: STORE_SETTINGS,
    menus: MENUS,
    payments: PAYMENT_SETTINGS,
    subscriptions: SUBSCRIPTION_SETTINGS,
    session: sessionView(r.session),
  }));
  route('GET', '/session', async (r) => sessionView(r.session));
  route('PUT', '/session', async (r) => {
    const patch = await body(r, schema.sessionPatch);
    if (patch.currency && !currencySetting(patch.currency)) {
      throw storeError(400, `Unsupported currency: ${patch.currency}`, 'invalid', 'currency');
    }
    const session = await updateSession(db, r.session.id, {
      ...(patch.locale ? { locale: patch.locale } : {}),
      ...(patch.currency ? { currency: patch.currency.toUpperCase() } : {}),
    });
    return sessionView(session);
  });
  route('GET', '/payment/methods', async () =>
    Object.entries(PAYMENT_SETTINGS)
      .filter(([, s]) => s.enabled)
      .map(([id, s]) => ({ id, gateway: s.gateway })),
  );
  route('GET', '/payments', async (r) => {
    const id = query(r.url).id;
    const intent = typeof id === 'string' ? await findIntent(db, id) : undefined;
    if (!intent) throw storeError(404, PAYMENT_NOT_FOUND, 'not_found', 'id');
    return {
      id: intent.id,
      gateway: intent.gateway,
      status: intent.status,
      amount: Number(intent.amount),
      currency: intent.currency,
    };
  });

  return router.handler();
}
