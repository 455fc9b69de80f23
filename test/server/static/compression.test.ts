import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-get';
import { useBuiltSite } from '../support/built-site';

const CHUNK = 'chunks/Big-AbCd12_4.js';
const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `w${i % 41}`))};\n`;

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

// Built files go out precompressed, pages compressed as they are rendered, each as the client
// accepts; the body always decodes to what it stands for.
describe('compression', () => {
  const site = useBuiltSite(async (dir) => {
    await writeFile(join(dir, 'js', CHUNK), script);
    await writeFile(join(dir, 'js', 'widgets.js'), script.replace('words', 'entry'));
    await writeFile(join(dir, 'widgets.css'), `.mw{color:red}\n`.repeat(100));
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['deflate', undefined],
    ['', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, expected) => {
    const res = await rawRequest(
      `${site.base}/js/${CHUNK}`,
      accept ? { 'Accept-Encoding': accept } : {},
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decode(res.body, expected).toString()).toBe(script);
    if (expected) expect(res.body.length).toBeLessThan(script.length);
  });

  it('sends the stylesheet compressed as well', async () => {
    const res = await rawRequest(`${site.base}/css/widgets.css`, { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const css = await readFile(join(site.dir, 'widgets.css'), 'utf8');
    expect(decode(res.body, 'br').toString()).toBe(css);
  });

  it('ignores a compressed copy older than its file (left from an earlier build)', async () => {
    const entry = join(site.dir, 'js', 'widgets.js');
    const later = new Date(Date.now() + 60_000);
    await utimes(entry, later, later);
    const res = await rawRequest(`${site.base}/js/widgets.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(script.replace('words', 'entry'));
  });

  it('compresses a rendered page on the fly, its Content-Length the compressed size', async () => {
    const plain = await rawRequest(`${site.base}/about`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1');
    for (const encoding of ['br', 'gzip']) {
      const res = await rawRequest(`${site.base}/about`, { 'Accept-Encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(res.body, encoding).toString()).toBe(plain.body.toString());
    }
  });

  it('compresses the not-found page too, keeping its status', async () => {
    const res = await rawRequest(`${site.base}/no-such-page`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res.body, 'gzip').toString()).toContain('Page not found');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(`${site.base}/js/${CHUNK}`, { 'Accept-Encoding': 'br' }, 'HEAD');
    const get = await rawRequest(`${site.base}/js/${CHUNK}`, { 'Accept-Encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });
});
