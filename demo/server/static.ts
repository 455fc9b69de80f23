import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControl, fileEtag, isNotModified } from './caching';
import { acceptedEncodings, isCompressible } from './encoding';
import type { Encoding } from './encoding';
import { HTML_SECURITY_HEADERS } from './backend/security-headers';
import { decodePath } from './backend/router';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Resolves `relative` inside `root`, or undefined when it would step outside, is a malformed
 * escape (`%E0%A4%A`) or names what no file can (a NUL): such a path is simply not found.
 */
export function inside(root: string, relative: string): string | undefined {
  const decoded = decodePath(relative);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${sep}${decoded}`);
  return target === base || target.startsWith(base + sep) ? target : undefined;
}

/**
 * The request a response answers. Node keeps it on the response, so the senders below read
 * Accept-Encoding and If-None-Match from there and their callers stay `sendFile(res, file)`;
 * a response made by hand (an in-process test) may have none: no encoding, no revalidation.
 */
export const requestOf = (res: ServerResponse): IncomingMessage | undefined =>
  (res as { req?: IncomingMessage }).req;

interface Variant {
  readonly path: string;
  readonly size: number;
  readonly encoding?: Encoding;
}

/**
 * The copy to send: the first precompressed sibling (`file.br`, `file.gz`) the client accepts,
 * else the file itself. A sibling older than its file is left over from an earlier build and
 * would send old content: it is ignored.
 */
async function pickVariant(
  file: string,
  info: Stats,
  accept: string | undefined,
): Promise<Variant> {
  if (isCompressible(file)) {
    for (const { name, suffix } of acceptedEncodings(accept)) {
      const sibling = await stat(file + suffix).catch(() => undefined);
      if (sibling?.isFile() && sibling.mtimeMs >= info.mtimeMs) {
        return { path: file + suffix, size: sibling.size, encoding: name };
      }
    }
  }
  return { path: file, size: info.size };
}

/**
 * Streams a file if it exists, precompressed when the client accepts it, cached by its kind
 * (caching.ts), answering a matching If-None-Match with 304; answers whether it did. An HTML
 * file gets the security headers of every page; `headers` adds to them (a page's CSP).
 */
export async function sendFile(
  res: ServerResponse,
  file: string | undefined,
  headers: Readonly<Record<string, string>> = {},
): Promise<boolean> {
  if (!file) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const req = requestOf(res);
  const variant = await pickVariant(file, info, req?.headers['accept-encoding']);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const common = {
    'Cache-Control': cacheControl(file),
    ETag: fileEtag(info, variant.encoding),
    ...(isCompressible(file) && { Vary: 'Accept-Encoding' }),
    'X-Content-Type-Options': 'nosniff',
    ...(type.startsWith('text/html') && HTML_SECURITY_HEADERS),
    ...headers,
  };
  if (isNotModified(req, common.ETag)) {
    res.writeHead(304, common).end();
    return true;
  }
  res.writeHead(200, {
    ...common,
    'Content-Type': type,
    'Content-Length': variant.size,
    ...(variant.encoding && { 'Content-Encoding': variant.encoding }),
  });
  createReadStream(variant.path).pipe(res);
  return true;
}
