import type { Handler } from '../../backend/types';
import type { BackendDeps } from '../../backend/deps';
import { parse, sendError, siteError } from '../../backend/http';
import { refusePasswordInQuery } from '../../backend/input';
import { decodePath } from '../../backend/router';
import { downloadGrant, shape, signDownloadToken } from './auth';
import type { DownloadGrant } from './auth';
import { downloadFile } from './files';
import { findOrder, itemsOf, ordersOfEmail, unlocksDownloads } from './orders';
import type { OrderRow } from './orders';
import { downloadsOf, productsFor } from './products';
import type { OwnedFile, ProductRow } from './products';
import { downloadId, downloadQuery } from './schemas';

/** The downloads host's prefix (src/config: downloadsHost = `${origin}/downloads`). */
export const DOWNLOADS_PREFIX = '/downloads';

/** The files of some orders (only those that unlock downloads), each file once. */
export async function filesOf(
  deps: BackendDeps,
  orders: readonly OrderRow[],
): Promise<OwnedFile[]> {
  const open = orders.filter(unlocksDownloads);
  const items = open.flatMap((order) => itemsOf(order).map((item) => ({ order, item })));
  const products = await productsFor(
    deps.db,
    items.flatMap(({ item }) => (item.product_id ? [item.product_id] : [])),
    items.flatMap(({ item }) => (!item.product_id && item.sku ? [item.sku] : [])),
  );
  const product = (id?: string, sku?: string): ProductRow | undefined =>
    products.find((p) => (id ? p.id === id : p.sku === sku));
  const seen = new Set<string>();
  return items.flatMap(({ order, item }) => {
    const p = product(item.product_id, item.sku);
    if (!p) return [];
    // The same title bought twice is still one file to download.
    const fresh = downloadsOf(p.downloads).filter((file) => !seen.has(file.id));
    for (const file of fresh) seen.add(file.id);
    return fresh.map((file) => ({
      ...file,
      orderId: order.id,
      productId: p.id,
      productName: p.name,
      sku: p.sku,
    }));
  });
}

/** Files with their links, each signed for the order it came from. */
export async function withLinks(deps: BackendDeps, files: readonly OwnedFile[]) {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (orderId: string) => {
    const known = tokens.get(orderId) ?? signDownloadToken(deps, orderId);
    tokens.set(orderId, known);
    return known;
  };
  const host = `${deps.publicUrl}${DOWNLOADS_PREFIX}`;
  return Promise.all(
    files.map(async (file) => {
      const jwt = await tokenFor(file.orderId);
      return { ...file, url: `${host}/me/downloads/${encodeURIComponent(file.id)}?jwt=${jwt}` };
    }),
  );
}
export type LinkedFile = Awaited<ReturnType<typeof withLinks>>[number];

/** Every file a member's orders entitle them to. */
export async function memberFiles(deps: BackendDeps, email: string): Promise<OwnedFile[]> {
  return filesOf(deps, (await ordersOfEmail(deps.db, email)).rows);
}

async function grantedOrders(deps: BackendDeps, grant: DownloadGrant): Promise<OrderRow[]> {
  if (grant.kind === 'member') return (await ordersOfEmail(deps.db, grant.user.email)).rows;
  const order = await findOrder(deps.db, grant.orderId);
  return order ? [order] : [];
}

// Download ids are public (the catalogue lists the formats), so telling "not yours" (403)
// from "no such file" (404) gives nothing away and tells a buyer what went wrong.
async function isKnownDownload(deps: BackendDeps, id: string): Promise<boolean> {
  const rows = await deps.db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM products
       WHERE jsonb_typeof(downloads) = 'array'
         AND downloads @> jsonb_build_array(jsonb_build_object('id', $1::text))
     ) AS found`,
    [id],
  );
  return rows[0]?.found === true;
}

const licensee = (grant: DownloadGrant, order: OrderRow | undefined) =>
  grant.kind === 'member' ? grant.user.email : (order?.email ?? '');

/**
 * The downloads host: `GET /downloads/me/downloads/{id}?jwt={token}` streams the file when
 * the token is valid and unexpired and its holder owns a paid order with that file.
 */
export function downloadsService(deps: BackendDeps): Handler {
  const path = /^\/me\/downloads\/([^/]+)\/?$/;
  return async (req, res, url) => {
    const { pathname } = url;
    if (pathname !== DOWNLOADS_PREFIX && !pathname.startsWith(`${DOWNLOADS_PREFIX}/`)) {
      return false;
    }
    try {
      refusePasswordInQuery(url.searchParams, shape);
      const match = path.exec(pathname.slice(DOWNLOADS_PREFIX.length));
      if (!match?.[1]) throw siteError(404, 'Not found');
      if (req.method !== 'GET') throw siteError(405, `Method ${req.method ?? ''} not allowed`);
      const raw = decodePath(match[1]);
      if (raw === undefined) throw siteError(400, 'Malformed download id');
      const id = parse(downloadId, raw, shape);
      const { jwt } = parse(downloadQuery, Object.fromEntries(url.searchParams), shape);
      if (!jwt) throw siteError(401, 'This link needs its jwt');
      const grant = await downloadGrant(deps, jwt);
      const orders = await grantedOrders(deps, grant);
      const file = (await filesOf(deps, orders)).find((f) => f.id === id);
      if (!file) {
        throw (await isKnownDownload(deps, id))
          ? siteError(403, 'This file is not part of a paid order of yours')
          : siteError(404, 'No such download');
      }
      const order = orders.find((o) => o.id === file.orderId);
      const { body, contentType, filename } = downloadFile(file, {
        licensee: licensee(grant, order),
        orderNumber: order?.number ?? '',
        date: deps.now(),
      });
      res.writeHead(200, {
        'Content-Type': contentType,
        'Content-Length': body.length,
        'Content-Disposition': `attachment; filename="${filename}"`,
        // Personal files: no shared cache may keep one for the next person.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(body);
    } catch (error) {
      sendError(res, error, shape);
    }
    return true;
  };
}
