import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentEtag, isNotModified } from './caching';
import { acceptedEncodings } from './encoding';
import type { Encoding } from './encoding';
import { HTML_SECURITY_HEADERS } from './backend/security-headers';
import { requestOf } from './static';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Quality 5 of 11: most of brotli's gain on a page of markup for a few milliseconds, which a
// page rendered per request pays every time (built files are compressed once, at 11).
const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 6 });

/**
 * Sends an HTML page rendered for this request: compressed when the client accepts it, with
 * the security headers of every page (`headers` adds to them), and, for a 200, an ETag from
 * the content, so an unchanged page is answered 304 without a body.
 */
export async function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const req = requestOf(res);
  const body = Buffer.from(html, 'utf8');
  const encoding = acceptedEncodings(req?.headers['accept-encoding'])[0]?.name;
  const etag = status === 200 ? contentEtag(body, encoding) : undefined;
  const common = {
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(etag && { ETag: etag }),
    ...HTML_SECURITY_HEADERS,
    ...headers,
  };
  if (etag && isNotModified(req, etag)) {
    res.writeHead(304, common).end();
    return;
  }
  const sent = encoding ? await compress(body, encoding) : body;
  res.writeHead(status, {
    ...common,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': sent.length,
    ...(encoding && { 'Content-Encoding': encoding }),
  });
  res.end(sent);
}
