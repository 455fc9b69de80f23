import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-get';
import { useBuiltSite } from '../support/built-site';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const body = `export const n = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => i % 7))};\n`;

// Hashed chunks change their name when they change: cached for a year. Everything else keeps
// its URL and is revalidated, a matching ETag answered 304 without a body.
describe('caching', () => {
  const site = useBuiltSite(async (dir) => {
    await writeFile(join(dir, 'js', 'chunks', 'Cart-Dx9_k-2Q.js'), body);
    await writeFile(join(dir, 'js', 'chunks', 'Cart-Dx9_k-2Q.js.map'), '{"version":3}');
    await writeFile(join(dir, 'js', 'chunks', 'notes.js'), body);
    await writeFile(join(dir, 'js', 'widgets.js'), body);
    await writeFile(join(dir, 'widgets.css'), '.mw{}');
  });

  it.each([
    ['/js/chunks/Cart-Dx9_k-2Q.js', IMMUTABLE],
    ['/js/chunks/Cart-Dx9_k-2Q.js.map', IMMUTABLE],
    ['/js/chunks/notes.js', 'no-cache'],
    ['/js/widgets.js', 'no-cache'],
    ['/css/widgets.css', 'no-cache'],
    ['/assets/site.css', 'no-cache'],
    ['/assets/img/logo.svg', 'no-cache'],
    ['/', 'no-cache'],
    ['/articles/css-cascade-layers', 'no-cache'],
  ])('%s is sent with Cache-Control %s and an ETag', async (path, cache) => {
    const res = await rawRequest(`${site.base}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it.each(['/js/widgets.js', '/css/widgets.css', '/assets/img/logo.svg', '/about'])(
    '%s answers a matching If-None-Match with 304 and no body, another with 200',
    async (path) => {
      const accept = { 'Accept-Encoding': 'br' };
      const first = await rawRequest(`${site.base}${path}`, accept);
      const etag = first.headers.etag ?? '';
      const again = await rawRequest(`${site.base}${path}`, { ...accept, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      const weak = await rawRequest(`${site.base}${path}`, {
        ...accept,
        'If-None-Match': `W/${etag}`,
      });
      expect(weak.status).toBe(304);
      const other = await rawRequest(`${site.base}${path}`, {
        ...accept,
        'If-None-Match': '"other"',
      });
      expect(other.status).toBe(200);
      expect(other.body.length).toBeGreaterThan(0);
    },
  );

  it('gives each encoding of a file its own ETag: a gzip body is not a brotli one', async () => {
    const path = `${site.base}/js/widgets.js`;
    const br = await rawRequest(path, { 'Accept-Encoding': 'br' });
    const gzip = await rawRequest(path, { 'Accept-Encoding': 'gzip' });
    const plain = await rawRequest(path);
    const tags = new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);
    const cross = await rawRequest(path, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': br.headers.etag ?? '',
    });
    expect(cross.status).toBe(200);
  });

  it('gives a page an ETag from its content: the same page twice, the same tag', async () => {
    const a = await rawRequest(`${site.base}/about`);
    const b = await rawRequest(`${site.base}/about`);
    const other = await rawRequest(`${site.base}/delivery`);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(other.headers.etag).not.toBe(a.headers.etag);
  });
});
