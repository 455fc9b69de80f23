import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';

/** Where the card provider's stand-in is served (the demo's payment settings name it). */
export const STRIPE_SCRIPT_PATH = '/providers/stripe.js';

const ENTRY = fileURLToPath(new URL('../../../providers/stripe/index.ts', import.meta.url));

interface Bundle {
  readonly code: string;
  readonly etag: string;
}

let bundle: Promise<Bundle> | undefined;

/**
 * The stand-in bundled for the browser, once per process (at its first request); a failed
 * build is tried again at the next.
 */
export function stripeBundle(): Promise<Bundle> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  })
    .then(({ outputFiles }) => {
      const code = outputFiles[0]?.text ?? '';
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 22);
      return { code, etag: `"${hash}"` };
    })
    .catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
  return bundle;
}

/** GET /providers/stripe.js: the script, revalidated on each use (ETag), as a script. */
export function stripeScript(): RoutedHandler {
  return withRoutes(
    async (req, res, url) => {
      if (url.pathname !== STRIPE_SCRIPT_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed');
        return true;
      }
      const { code, etag } = await stripeBundle();
      const headers = {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ETag: etag,
      };
      const known = (req.headers['if-none-match'] ?? '').split(/\s*,\s*/);
      if (known.includes(etag) || known.includes('*')) {
        res.writeHead(304, headers).end();
        return true;
      }
      res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(code) }).end(code);
      return true;
    },
    [{ method: 'GET', path: STRIPE_SCRIPT_PATH }],
  );
}
