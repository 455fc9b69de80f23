import { mergeAds } from '../domain/ads';
import type { Ad } from '../domain/ads';
import { ApiError } from '../domain/errors';
import { connectionError, requestTimeoutError, userMessage } from '../domain/messages';
import { STORE_CONNECTION } from '../domain/session';
import type { Commitment } from '../domain/validation';

/**
 * The main site API (SPEC point 7, CONTRACTS.md "Main site API") and the ad proxy: plain
 * functions, each taking where to go and, where the spec says token, the member's access
 * token (the caller gets it from the identity store). Errors are `{ msg }` bodies; every
 * failure is an ApiError from the catalogue (SPEC point 8).
 */
export interface SiteOptions {
  /** The API root, e.g. config().siteApiUrl (or config().adsProxy for getAds). */
  readonly baseUrl: string;
  /** Defaults to the store connection's 20000 ms (SPEC point 9). */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** A file a product offers, as the catalogue lists it (no link: links reach buyers only). */
export interface SiteDownloadFormat {
  readonly id: string;
  readonly name: string;
  readonly format: string;
}

export interface SiteProduct {
  readonly id: string;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly price: number | null;
  readonly salePrice: number | null;
  readonly origPrice: number | null;
  readonly currency: string;
  readonly stockStatus: string;
  readonly stockLevel: number | null;
  /** YYYY-MM-DD. */
  readonly prereleaseDate: string | null;
  readonly crossSellProductId: string | null;
  readonly shippable: boolean;
  readonly images: unknown;
  readonly options: unknown;
  readonly variants: unknown;
  readonly purchaseOptions: unknown;
  readonly categories: unknown;
  readonly downloads: readonly SiteDownloadFormat[];
}

export interface SiteOrderItem {
  readonly id: string | null;
  readonly productId: string | null;
  readonly sku: string | null;
  readonly type: string | null;
  readonly title: string;
  readonly quantity: number;
  readonly price: number;
  readonly priceTotal: number;
  readonly discountTotal: number;
}

export interface SiteOrder {
  readonly id: string;
  readonly number: string;
  readonly email: string;
  readonly status: string;
  readonly paid: boolean;
  readonly currency: string;
  readonly items: readonly SiteOrderItem[];
  readonly subTotal: number;
  readonly discountTotal: number;
  readonly shipmentTotal: number;
  readonly taxTotal: number;
  readonly grandTotal: number;
  readonly couponCode: string | null;
  readonly discounts: readonly unknown[];
  readonly details: Readonly<Record<string, unknown>>;
  readonly shipping: Readonly<Record<string, unknown>>;
  readonly billing: {
    readonly method: string | null;
    readonly card?: {
      readonly brand: string | null;
      readonly last4: string | null;
      readonly exp_month: number | null;
      readonly exp_year: number | null;
    };
  };
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A file an order entitles its buyer to, with its download link. */
export interface SiteDownload extends SiteDownloadFormat {
  readonly orderId: string;
  readonly productId: string;
  readonly productName: string;
  readonly sku: string;
  readonly url: string;
}

export interface SiteOrderDownloads {
  readonly orderId: string;
  readonly paid: boolean;
  readonly count: number;
  readonly results: readonly SiteDownload[];
}

export interface SiteOrdersPage {
  readonly count: number;
  readonly page: number;
  readonly pages: number;
  readonly results: readonly SiteOrder[];
}

/** `GET /me`: the member, their plan and the claims of the token decoded. */
export interface SiteMe {
  readonly id: string;
  readonly email: string;
  readonly aud?: string;
  readonly role?: string;
  readonly confirmed_at?: string | null;
  readonly app_metadata: {
    readonly subscription?: { readonly plan?: string; readonly type?: string };
    readonly [key: string]: unknown;
  };
  readonly user_metadata: Readonly<Record<string, unknown>>;
  readonly new_email?: string;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly plan: string | null;
  /** The member's own last edit (PUT /me), ISO 8601. */
  readonly updatedAt: string;
  readonly claims: {
    readonly sub: string;
    readonly aud: string | readonly string[];
    readonly exp: number;
    readonly iat: number | null;
    readonly email: string;
    readonly role: string | null;
    readonly app_metadata: Readonly<Record<string, unknown>>;
    readonly user_metadata: Readonly<Record<string, unknown>>;
  };
}

export interface SiteAccount {
  readonly id: string;
  readonly email: string;
  readonly hasPassword: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface MarketListing {
  readonly id: string;
  readonly commitment: Commitment;
  readonly sku: string;
  readonly jobType: string;
  readonly company: string;
  readonly logo: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly remote: boolean;
  readonly salary: string | null;
  readonly applicationUrl: string;
  readonly featured: boolean;
  readonly publishedAt: string;
  readonly expiresAt: string;
}

export interface Market {
  readonly count: number;
  readonly results: readonly MarketListing[];
  /** Counts per filter value over all live listings. */
  readonly facets: {
    readonly commitment: Readonly<Record<string, number>>;
    readonly jobType: Readonly<Record<string, number>>;
    readonly remote: Readonly<Record<string, number>>;
  };
}

export interface Panel {
  readonly id: string;
  readonly kind: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly image: { readonly src: string; readonly alt: string } | null;
  readonly url: string;
  readonly cta: string;
}

interface SiteRequest {
  readonly method?: 'GET' | 'PUT' | 'POST';
  readonly token?: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  readonly html?: boolean;
}

const urlOf = (options: SiteOptions, path: string, query: SiteRequest['query'] = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, value);
  }
  const search = params.toString();
  return `${options.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
};

/** One request, its answer read in full within the timeout. */
async function send(
  options: SiteOptions,
  path: string,
  request: SiteRequest,
): Promise<{ status: number; ok: boolean; text: string }> {
  const timeoutMs = options.timeoutMs ?? STORE_CONNECTION.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = {
    Accept: request.html ? 'text/html' : 'application/json',
  };
  if (request.token !== undefined) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await (options.fetch ?? fetch)(urlOf(options, path, request.query), {
      method: request.method ?? 'GET',
      headers,
      signal: controller.signal,
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch {
    throw controller.signal.aborted ? requestTimeoutError(timeoutMs) : connectionError();
  } finally {
    clearTimeout(timer);
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A refusal: a JSON body (`{ msg }`) becomes an ApiError with the catalogue's message and the
 * status; an answer with no such body (a proxy's error page, nothing) a connection error.
 */
const refusal = (text: string, status: number): ApiError => {
  const body = parsed(text);
  return isRecord(body) ? new ApiError(userMessage(body), status) : connectionError(status);
};

async function json<T>(options: SiteOptions, path: string, request: SiteRequest = {}): Promise<T> {
  const { ok, status, text } = await send(options, path, request);
  if (!ok) throw refusal(text, status);
  const body = parsed(text);
  // A body that is not JSON is a broken connection whatever the status.
  if (body === undefined || body === null) throw connectionError(status);
  return body as T;
}

const segment = (value: string) => encodeURIComponent(value);

/** `GET /products`: the active products, optionally of one type or some SKUs. */
export const getProducts = (
  options: SiteOptions,
  filter: { readonly type?: string; readonly sku?: readonly string[] } = {},
): Promise<{ count: number; results: SiteProduct[] }> =>
  json(options, '/products', {
    query: { type: filter.type, sku: filter.sku?.join(',') },
  });

/**
 * `GET /orders/{id}`: an order's page. A guest opens it with the key of the confirmation link;
 * a logged-in buyer may send their token instead.
 */
export const getOrder = (
  options: SiteOptions,
  id: string,
  key?: string,
  token?: string,
): Promise<SiteOrder> => json(options, `/orders/${segment(id)}`, { query: { key }, token });

/** `GET /orders/{id}/downloads`: the order's files with their links, opened as getOrder. */
export const getOrderDownloads = (
  options: SiteOptions,
  id: string,
  key?: string,
  token?: string,
): Promise<SiteOrderDownloads> =>
  json(options, `/orders/${segment(id)}/downloads`, { query: { key }, token });

/** `GET /me`: the member, with the claims of the token decoded. */
export const getMe = (options: SiteOptions, token: string): Promise<SiteMe> =>
  json(options, '/me', { token });

/**
 * `PUT /me`: the email if it changed (a confirmation link goes to the new address) plus
 * `updatedAt` (ISO 8601 or epoch milliseconds).
 */
export const putMe = (
  options: SiteOptions,
  token: string,
  change: { readonly email?: string; readonly updatedAt: string | number },
): Promise<SiteMe> =>
  json(options, '/me', {
    method: 'PUT',
    token,
    body: {
      ...(change.email !== undefined && { email: change.email }),
      updatedAt: change.updatedAt,
    },
  });

/** `GET /me/orders`: the member's orders, newest first; with an id, that one order. */
export function getMyOrders(options: SiteOptions, token: string): Promise<SiteOrdersPage>;
export function getMyOrders(options: SiteOptions, token: string, id: string): Promise<SiteOrder>;
export function getMyOrders(
  options: SiteOptions,
  token: string,
  id?: string,
): Promise<SiteOrdersPage | SiteOrder> {
  return json(options, id === undefined ? '/me/orders' : `/me/orders/${segment(id)}`, { token });
}

/**
 * `GET /me/dashboard`: the member's dashboard as an HTML fragment, sanitised before it can
 * reach the DOM. The sanitiser loads with the first dashboard, not with every page.
 */
export async function getDashboard(options: SiteOptions, token: string): Promise<string> {
  const { ok, status, text } = await send(options, '/me/dashboard', { token, html: true });
  if (!ok) throw refusal(text, status);
  const { default: purify } = await import('dompurify');
  // Without a DOM to parse with (no browser), nothing of the markup is trusted: all escaped.
  if (!purify.isSupported) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
  return purify.sanitize(text);
}

/**
 * `POST /accounts`, once a member verified their address: their store account exists
 * afterwards. A password, if sent, must be the one they log in with.
 */
export const createAccount = (
  options: SiteOptions,
  token: string,
  password?: string,
): Promise<SiteAccount> =>
  json(options, '/accounts', {
    method: 'POST',
    token,
    body: password === undefined ? {} : { password },
  });

/** A download link: `{downloadsHost}/me/downloads/{id}?jwt={token}` (CONTRACTS.md). */
export const downloadUrl = (downloadsHost: string, id: string, token: string): string =>
  `${downloadsHost.replace(/\/+$/, '')}/me/downloads/${segment(id)}?jwt=${encodeURIComponent(token)}`;

/** `GET /market`: the live job listings, optionally filtered, with counts per filter value. */
export const getMarket = (
  options: SiteOptions,
  filter: {
    readonly commitment?: Commitment;
    readonly type?: string;
    readonly remote?: boolean;
  } = {},
): Promise<Market> =>
  json(options, '/market', {
    query: {
      commitment: filter.commitment,
      type: filter.type,
      remote: filter.remote === undefined ? undefined : String(filter.remote),
    },
  });

/** `GET /panels/index.json`: the home page's editorial panels, in order. */
export const getPanels = (options: SiteOptions): Promise<{ panels: Panel[] }> =>
  json(options, '/panels/index.json');

const adsOf = (body: unknown): Ad[] => {
  const ads = isRecord(body) ? body.ads : undefined;
  // An answer without an ad list is not an answer from the proxy.
  if (!Array.isArray(ads)) throw connectionError();
  return ads.filter((ad): ad is Ad => isRecord(ad) && typeof ad.external_id === 'string');
};

/**
 * The partner ads: `GET {adsProxy}/friskies` twice (each call serves one impression per
 * zone), the two `ads` lists merged, each ad once, the active ones only.
 */
export async function getAds(options: SiteOptions): Promise<Ad[]> {
  const [first, second] = await Promise.all([
    json<unknown>(options, '/friskies'),
    json<unknown>(options, '/friskies'),
  ]);
  return mergeAds(adsOf(first), adsOf(second)).filter((ad) => ad.active === true);
}
