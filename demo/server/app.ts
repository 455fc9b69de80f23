import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join, dirname } from 'node:path';
import { inside, sendFile } from './static';
import { findBuiltPage, loadPage, renderPage } from './pages';
import { readFile } from 'node:fs/promises';
import { sendHtml } from './send-html';
import { magazinePageHeaders } from './backend/security-headers';
import type { Handler } from './backend/types';
import { UNAVAILABLE, isDatabaseDown, outageHeaders, reportOutage } from './backend/db-outage';
import { passwordParam } from '@domain/forms';

export interface AppOptions {
  /** The static magazine: layout.html, pages/, assets/. */
  readonly siteDir?: string;
  /** The built widgets, served under /js/. */
  readonly distDir?: string;
  /** The built stylesheet of the widgets, served at /css/widgets.css. */
  readonly stylesheet?: string;
  /** Services tried before the static site, in order. */
  readonly handlers?: readonly Handler[];
  /**
   * The magazine as `npm run build` writes it (containers prerendered); a page not found
   * there is rendered from siteDir's fragments as it stands, without the build-time render.
   * False: every page is rendered so (built-site.ts says when).
   */
  readonly builtSiteDir?: string | false;
}

const here = `${dirname(fileURLToPath(import.meta.url))}/`;
export const DEFAULT_SITE_DIR = join(here, '..', 'site');
export const DEFAULT_DIST_DIR = join(here, '..', '..', 'dist', 'js');
export const DEFAULT_STYLESHEET = join(here, '..', '..', 'dist', 'widgets.css');
export const DEFAULT_BUILT_SITE_DIR = join(here, '..', '..', 'dist', 'site');

const NOT_FOUND = `<!-- title: Page not found -->
<section class="page-intro"><h1>Page not found</h1>
<p>Even our cats could not find this page. Try the <a href="/">home page</a> or the
<a href="/articles/">articles</a>.</p></section>`;

// An old copy of a page may still send a form the browser's way (a GET to itself).
const PASSWORD_IN_ADDRESS = `<!-- title: Not sent -->
<section class="page-intro"><h1>Not sent</h1>
<p>This address held a password, and a password never goes in an address: it was refused.
Go back to the page, reload it and send the form again.</p></section>`;

/** The demo magazine's request handler: services first, then widgets, assets and pages. */
export function createApp(options: AppOptions = {}) {
  const siteDir = options.siteDir ?? DEFAULT_SITE_DIR;
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const stylesheet = options.stylesheet ?? DEFAULT_STYLESHEET;
  const handlers = options.handlers ?? [];
  const builtSiteDir = options.builtSiteDir ?? DEFAULT_BUILT_SITE_DIR;
  const pageHeaders = magazinePageHeaders(join(siteDir, 'layout.html'));

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const handler of handlers) if (await handler(req, res, url)) return;
    const layout = () => readFile(join(siteDir, 'layout.html'), 'utf8').catch(() => '{{content}}');
    if (passwordParam(url.searchParams) !== undefined) {
      await sendHtml(res, 400, renderPage(await layout(), PASSWORD_IN_ADDRESS), pageHeaders);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = url.pathname;
    if (path.startsWith('/js/') && (await sendFile(res, inside(distDir, path.slice(4))))) return;
    if (path === '/css/widgets.css' && (await sendFile(res, stylesheet))) return;
    if (path.startsWith('/assets/') && (await sendFile(res, inside(siteDir, path)))) return;
    const built = builtSiteDir === false ? undefined : await findBuiltPage(builtSiteDir, path);
    if (await sendFile(res, built, pageHeaders)) return;
    const page = await loadPage(siteDir, path).catch(() => undefined);
    if (page) {
      await sendHtml(res, 200, page, pageHeaders);
      return;
    }
    await sendHtml(res, 404, renderPage(await layout(), NOT_FOUND), pageHeaders);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      // A page of a service (the outbox, an approval page) meeting the database away.
      if (isDatabaseDown(error)) {
        reportOutage(error);
        if (!res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', ...outageHeaders() });
        }
        res.end(UNAVAILABLE);
        return;
      }
      console.error('demo server:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  };
}

/**
 * Starts the demo server on `port` (0 for a random one) and `host` (loopback unless told);
 * resolves once it listens.
 */
export function startServer(
  port: number,
  options: AppOptions = {},
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer(createApp(options));
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveServer(server));
  });
}

/** The base URL a started server answers on. */
export function baseUrl(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server not listening');
  return `http://127.0.0.1:${address.port}`;
}
