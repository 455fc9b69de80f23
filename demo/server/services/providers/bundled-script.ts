import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { passwordParam } from '@domain/forms';
import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';

interface Bundle {
  readonly code: string;
  readonly etag: string;
}

/**
 * A stand-in's browser code bundled once per process, at its first request; a failed build is
 * tried again at the next.
 */
export function bundleOnce(entry: string): () => Promise<Bundle> {
  let bundle: Promise<Bundle> | undefined;
  return () => {
    bundle ??= build({
      entryPoints: [entry],
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
  };
}

/**
 * GET `path`: a provider's stand-in script (the TypeScript at `entry`, bundled), revalidated
 * on each use (ETag), as a script.
 */
export function bundledScript(path: string, entry: string): RoutedHandler {
  const bundle = bundleOnce(entry);
  return withRoutes(
    async (req, res, url) => {
      if (url.pathname !== path) return false;
      if (passwordParam(url.searchParams) !== undefined) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('A password never goes in an address.');
        return true;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed');
        return true;
      }
      const { code, etag } = await bundle();
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
    [{ method: 'GET', path }],
  );
}
