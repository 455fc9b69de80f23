import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { IncomingMessage } from 'node:http';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Rollup names every chunk `chunks/<name>-<hash>.js`: the name changes whenever the content
// does, so such a file can be kept for a year. Anything else (the `widgets.js` entry every page
// names, stylesheets, images, pages) keeps its URL across builds and must be revalidated.
const HASHED_CHUNK = /(?:^|[\\/])chunks[\\/][^\\/]+-[\w-]{8,}\.js(?:\.map)?$/;

/** The Cache-Control of a file, by its path. */
export const cacheControl = (file: string): string =>
  HASHED_CHUNK.test(file) ? IMMUTABLE : 'no-cache';

/**
 * A file's ETag from its size and modification time (no read needed), one per encoding: a
 * strong ETag names one representation, and the brotli body is not the gzip body.
 */
export const fileEtag = (info: Stats, encoding?: string): string =>
  `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;

/** An ETag from content, for what is rendered per request. */
export const contentEtag = (body: string | Buffer, encoding?: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${encoding ? `-${encoding}` : ''}"`;

/** Whether the client's `If-None-Match` already holds `etag` (weak comparison, RFC 9110). */
export function isNotModified(req: IncomingMessage | undefined, etag: string): boolean {
  const header = req?.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
