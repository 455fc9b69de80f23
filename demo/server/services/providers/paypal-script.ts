import { fileURLToPath } from 'node:url';
import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { bundledScript } from './bundled-script';
import { isClientId } from './paypal-orders';

/** Where PayPal's SDK stand-in is served: the demo's `sdkBaseUrl` (the loader adds a query). */
export const PAYPAL_SCRIPT_PATH = '/providers/paypal/sdk/js';

const ENTRY = fileURLToPath(new URL('../../../providers/paypal/index.ts', import.meta.url));

/**
 * GET /providers/paypal/sdk/js?client-id=...: the script, revalidated on each use (ETag). As at
 * PayPal, an unknown client id is a 400 whose body throws, so the page's loader reports a
 * failed script.
 */
export function paypalScript(): RoutedHandler {
  const script = bundledScript(PAYPAL_SCRIPT_PATH, ENTRY);
  return withRoutes(async (req, res, url) => {
    if (url.pathname !== PAYPAL_SCRIPT_PATH) return false;
    const clientId = url.searchParams.get('client-id');
    if ((req.method === 'GET' || req.method === 'HEAD') && !isClientId(clientId)) {
      const problem = `SDK Validation error: 'Invalid query value for client-id: ${clientId ?? ''}'`;
      const body = `throw new Error(${JSON.stringify(problem).replace(/</g, '\\u003c')});`;
      res.writeHead(400, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
      return true;
    }
    return script(req, res, url);
  }, script.routes);
}
