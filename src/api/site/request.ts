import { connectionError } from '@domain/messages';
import { STORE_CONNECTION } from '@domain/session';
import { siteRefusal } from '../core/errors';
import { readJson } from '../core/json';
import { send } from '../core/send';
import type { HttpAnswer } from '../core/send';

/** Where a main site API (or ad proxy) call goes, and how long it may take. */
export interface SiteOptions {
  /** The API root, e.g. config().siteApiUrl (or config().adsProxy for getAds). */
  readonly baseUrl: string;
  /** Defaults to the store connection's 20000 ms (SPEC point 9). */
  readonly timeoutMs?: number;
  /** Cancels the call; it then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

export interface SiteRequest {
  readonly method?: 'GET' | 'PUT' | 'POST';
  /** The member's access token, sent as a bearer token. */
  readonly token?: string;
  /** The storefront session (`X-Session`), for what only the session that did it may see. */
  readonly session?: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly body?: unknown;
  /** The answer is an HTML fragment, not JSON. */
  readonly html?: boolean;
}

// Flat parameters only, so the platform's own encoding does (no bracket style needed).
const urlOf = (options: SiteOptions, path: string, query: SiteRequest['query'] = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, value);
  }
  const search = params.toString();
  return `${options.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
};

/** One request, its answer read in full within the timeout. */
export function siteSend(
  options: SiteOptions,
  path: string,
  request: SiteRequest,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = {
    Accept: request.html ? 'text/html' : 'application/json',
  };
  if (request.token !== undefined) headers.Authorization = `Bearer ${request.token}`;
  if (request.session !== undefined) headers['X-Session'] = request.session;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  return send(
    urlOf(options, path, request.query),
    {
      method: request.method ?? 'GET',
      headers,
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    },
    { ...options, timeoutMs: options.timeoutMs ?? STORE_CONNECTION.timeoutMs },
  );
}

/**
 * A JSON answer. Errors are `{ msg }` bodies; every failure is an ApiError from the
 * catalogue (SPEC point 8), and an empty answer is no answer: a connection error.
 */
export async function siteJson<T>(
  options: SiteOptions,
  path: string,
  request: SiteRequest = {},
): Promise<T> {
  const answer = await siteSend(options, path, request);
  const body = readJson(answer, siteRefusal);
  if (body === null) throw connectionError(answer.response.status);
  return body as T;
}

/** An id as one path segment. */
export const segment = (value: string): string => encodeURIComponent(value);
