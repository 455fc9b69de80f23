import type { Handler } from './types';

/** Headers the browser clients send (docs/contracts.md); preflights allow exactly these. */
const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Session',
  'X-Locale',
  'X-Currency',
  'X-Nf-Client',
  'x-algolia-application-id',
  'x-algolia-api-key',
].join(', ');

/**
 * CORS for the configured origins only: echo the Origin, allow credentials, expose
 * X-Session. Same-origin requests (the demo itself) need none of it. Answers preflights;
 * otherwise only decorates the response and lets the services answer.
 */
export function cors(origins: readonly string[]): Handler {
  const allowed = new Set(origins);
  return async (req, res) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) {
      if (req.method === 'OPTIONS' && origin) {
        res.writeHead(403).end();
        return true;
      }
      return false;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'X-Session, Link, X-Total-Count');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return true;
    }
    return false;
  };
}
