import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './types';
import { sendError, sendJson } from './http';
import type { ErrorShape } from './http';
import type { HttpError } from './errors';
import { checkParams, checkText, refusePasswordInQuery } from './input';

export interface Context {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  /** Named segments of the route pattern (`/cart/items/:id` -> `{ id }`). */
  readonly params: Readonly<Record<string, string>>;
}

/** What a route returns: a body sent as JSON with 200, or `undefined` once it answered itself. */
export type Route = (ctx: Context) => Promise<unknown>;

/** One line of a router's table: `GET /api/cart/items/:id`. */
export interface RouteInfo {
  readonly method: string;
  readonly path: string;
}

/** A service's handler with its table, so tests can walk every route (the fuzz test does). */
export type RoutedHandler = Handler & { readonly routes: readonly RouteInfo[] };

/** Gives a handler that wraps a router the router's table. */
export const withRoutes = (handler: Handler, routes: readonly RouteInfo[]): RoutedHandler =>
  Object.assign(handler, { routes });

interface Entry {
  readonly method: string;
  readonly path: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly run: Route;
}

/**
 * A path (or a part of one) with its escapes decoded; undefined for a malformed escape
 * (`%E0%A4%A`). The one place the backend decodes a path: routes get their segments decoded
 * by the router, and a service that reads a path itself asks here, never decodeURIComponent.
 */
export function decodePath(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A path segment, decoded; a malformed escape (`%E0%A4%A`) or what the input boundary refuses
 * (`%00`) is the caller's 400, not ours.
 */
function decodeSegment(value: string, shape: ErrorShape): string {
  const decoded = decodePath(value);
  if (decoded === undefined) {
    throw shape(400, `Malformed path segment: ${value}`, 'invalid_path');
  }
  return checkText(decoded, 'A path segment', shape);
}

export interface RouterOptions {
  /** False when a page of the magazine has the prefix's own path (`/search`). */
  readonly ownsBarePrefix?: boolean;
  /**
   * The answer to a path under the prefix with a malformed escape anywhere, before any route
   * is looked up (`/ads/%E0%A4%A` names no ad: a 404). Without it, such a path is a 404 when
   * no route matches and a 400 when the escape is in a route's parameter.
   */
  readonly undecodable?: () => HttpError;
}

/**
 * A service's routes under one prefix. Unknown paths under the prefix are a 404 in the
 * service's own error shape; a known path with another method is a 405.
 */
export class Router {
  private readonly entries: Entry[] = [];
  constructor(
    private readonly prefix: string,
    private readonly shape: ErrorShape,
    private readonly options: RouterOptions = {},
  ) {}

  on(method: string, path: string, run: Route): this {
    const names: string[] = [];
    const source = path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.entries.push({ method, path, pattern: new RegExp(`^${source}/?$`), names, run });
    return this;
  }

  /** The table: every method and path pattern, under the prefix. */
  get routes(): RouteInfo[] {
    return this.entries.map((e) => ({ method: e.method, path: `${this.prefix}${e.path}` }));
  }

  handler(): RoutedHandler {
    return withRoutes(async (req, res, url) => {
      const { pathname } = url;
      const bare = pathname === this.prefix && (this.options.ownsBarePrefix ?? true);
      if (!bare && !pathname.startsWith(`${this.prefix}/`)) return false;
      const path = pathname.slice(this.prefix.length) || '/';
      try {
        refusePasswordInQuery(url.searchParams, this.shape);
        const { undecodable } = this.options;
        if (undecodable && decodePath(pathname) === undefined) throw undecodable();
        const matches = this.entries.filter((entry) => entry.pattern.test(path));
        // HEAD is GET without the body; Node leaves the body out of a HEAD answer itself.
        const method = req.method === 'HEAD' ? 'GET' : req.method;
        const entry = matches.find((m) => m.method === method);
        if (!entry) {
          throw matches.length > 0
            ? this.shape(
                405,
                `Method ${req.method ?? ''} not allowed on ${path}`,
                'method_not_allowed',
              )
            : this.shape(404, `Not found: ${path}`, 'not_found');
        }
        checkParams(url.searchParams, 'The query string', this.shape);
        const values = entry.pattern.exec(path)?.slice(1) ?? [];
        const params = Object.fromEntries(
          entry.names.map((name, i) => [name, decodeSegment(values[i] ?? '', this.shape)]),
        );
        const body = await entry.run({ req, res, url, params });
        if (!res.writableEnded && !res.headersSent) sendJson(res, 200, body);
      } catch (error) {
        sendError(res, error, this.shape);
      }
      return true;
    }, this.routes);
  }
}
