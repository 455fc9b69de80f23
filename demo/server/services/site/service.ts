import type { BackendDeps } from '../../backend/deps';
import { parse, readJson, sendJson, siteError } from '../../backend/http';
import { withImagesOn } from '../../backend/image-urls';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { holder, shape } from './auth';
import { market, panels } from './content';
import { dashboardHtml } from './dashboard';
import { HTML_SECURITY_HEADERS } from '../../backend/security-headers';
import { filesOf, memberFiles, withLinks } from './downloads';
import { ensureAccount, meView, updateMe } from './me';
import {
  missingImages,
  orderForRequest,
  orderView,
  ordersOfEmail,
  ownOrder,
  unlocksDownloads,
} from './orders';
import { listProducts } from './products';
import { accountBody, marketQuery, meUpdateBody, ordersQuery, productsQuery } from './schemas';

/** The main site API's prefix (src/config: siteApiUrl = `${origin}/site-api`). */
export const SITE_API_PREFIX = '/site-api';

const query = (url: URL) => Object.fromEntries(url.searchParams);

/**
 * The main site API (SPEC point 7, docs/contracts.md "Main site API"), under `/site-api`. Errors
 * are `{ msg }`. Public: the catalogue, the job board, the home page's panels. An order's
 * page: its buyer's token or the order's key. Everything under /me: the token's holder only.
 */
export function siteApiService(deps: BackendDeps): RoutedHandler {
  const { db } = deps;
  // Products, orders and panels name their images by full address (image-urls.ts).
  const images = <T>(answer: T): T => withImagesOn(answer, deps.publicUrl);
  // A malformed escape (`%E0`) anywhere in the path is the client's mistake, a 400.
  const router = new Router(SITE_API_PREFIX, shape, {
    undecodable: () => siteError(400, 'Malformed URL'),
  })
    .on('GET', '/products', async ({ url }) => {
      const results = await listProducts(db, parse(productsQuery, query(url), shape));
      return images({ count: results.length, results });
    })

    .on('GET', '/orders/:id', async ({ req, url, params }) => {
      const order = await orderForRequest(deps, req, url, params.id);
      return images(orderView(order, await missingImages(db, [order])));
    })

    .on('GET', '/orders/:id/downloads', async ({ req, url, params }) => {
      const order = await orderForRequest(deps, req, url, params.id);
      const results = await withLinks(deps, await filesOf(deps, [order]));
      return { orderId: order.id, paid: unlocksDownloads(order), count: results.length, results };
    })

    .on('GET', '/me', async ({ req }) => {
      const { user, claims } = await holder(deps, req);
      return meView(user, claims);
    })

    .on('PUT', '/me', async ({ req }) => {
      const { user, claims } = await holder(deps, req);
      const body = parse(meUpdateBody, await readJson(req, shape), shape);
      return meView(await updateMe(deps, user, body), claims);
    })

    .on('GET', '/me/orders', async ({ req, url }) => {
      const { user } = await holder(deps, req);
      const { page, limit } = parse(ordersQuery, query(url), shape);
      const { count, rows } = await ordersOfEmail(db, user.email, {
        limit,
        offset: (page - 1) * limit,
      });
      const kept = await missingImages(db, rows);
      return images({
        count,
        page,
        pages: Math.ceil(count / limit),
        results: rows.map((row) => orderView(row, kept)),
      });
    })

    .on('GET', '/me/orders/:id', async ({ req, params }) => {
      const order = await ownOrder(deps, req, params.id);
      return images(orderView(order, await missingImages(db, [order])));
    })

    // Not in SPEC point 7, but what MemberDownloads needs: every file, without an order walk.
    .on('GET', '/me/downloads', async ({ req }) => {
      const { user } = await holder(deps, req);
      const results = await withLinks(deps, await memberFiles(deps, user.email));
      return { count: results.length, results };
    })

    .on('GET', '/me/dashboard', async ({ req, res }) => {
      const { user } = await holder(deps, req);
      const { rows } = await ordersOfEmail(db, user.email);
      const files = await withLinks(deps, await filesOf(deps, rows));
      const html = dashboardHtml(user, files);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(html),
        'Cache-Control': 'private, no-store',
        ...HTML_SECURITY_HEADERS,
      });
      res.end(html);
      return undefined;
    })

    .on('POST', '/accounts', async ({ req, res }) => {
      const { user } = await holder(deps, req);
      const { password } = parse(accountBody, await readJson(req, shape), shape);
      const { created, account } = await ensureAccount(deps, user, password);
      sendJson(res, created ? 201 : 200, account);
      return undefined;
    })

    .on('GET', '/market', async ({ url }) => {
      const q = parse(marketQuery, query(url), shape);
      return market(db, deps.now(), {
        commitment: q.commitment,
        type: q.type,
        remote: q.remote === undefined ? undefined : q.remote === 'true',
      });
    })

    .on('GET', '/panels/index.json', async () => images(await panels(db, deps.now())));

  return router.handler();
}
