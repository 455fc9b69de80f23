import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../support/use-backend';
import { demoTokens } from '../support/identity';
import {
  auth,
  ebookLine,
  expectRefusal,
  insertOrder,
  insertProduct,
  insertTestGuide,
  signedToken,
  userId,
} from './fixtures';

interface Downloads {
  count: number;
  results: { id: string; orderId: string; url: string }[];
}

const KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

/** The names of the entries of a ZIP, read from its central directory. */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('downloads host: /downloads/me/downloads/{id}?jwt=', () => {
  const backend = useBackend();
  const file = (id: string, jwt?: string) =>
    `${backend.base}/downloads/me/downloads/${id}${jwt === undefined ? '' : `?jwt=${jwt}`}`;
  let member: string;
  let reader: string;
  beforeAll(async () => {
    const { db } = backend;
    await insertTestGuide(db, [
      { id: 'test-guide-code', name: 'Code samples', format: 'zip-notes' },
    ]);
    const pdf = (id: string) => [{ id, name: 'PDF', format: 'pdf' }];
    for (const product of [
      { id: 'test-other-ebook', name: 'Another Book', downloads: pdf('test-other-pdf') },
      {
        id: 'test-withdrawn-ebook',
        name: 'Withdrawn (eBook)',
        downloads: pdf('test-withdrawn-pdf'),
        active: false,
      },
    ]) {
      await insertProduct(db, { ...product, sku: product.id });
    }
    const guide = ebookLine('test-guide-ebook');
    const other = ebookLine('test-other-ebook');
    const address = 'member@example.com';
    for (const order of [
      {
        id: 'ord_m1',
        email: 'MEMBER@example.com',
        items: [guide, ebookLine('test-withdrawn-ebook')],
      },
      { id: 'ord_m_unpaid', email: address, items: [other], paid: false },
      { id: 'ord_m_refunded', email: address, items: [other], status: 'refunded' },
      // Lines written by SKU only still count.
      {
        id: 'ord_r1',
        email: 'reader@example.com',
        items: [{ sku: 'test-other-ebook', name: 'Another Book', type: 'ebook' }],
        key: KEY,
      },
      { id: 'ord_guest_unpaid', email: 'guest@example.org', items: [guide], key: KEY, paid: false },
    ]) {
      await insertOrder(db, order);
    }
    ({ member, reader } = await demoTokens(backend));
  });

  it('streams a real PDF, stamped with its buyer, to the owner of a paid order', async () => {
    const res = await fetch(file('test-guide-pdf', member));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="test-guide.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const text = body.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Licensed to member@example.com) Tj');
    // The cross-reference table points at real objects.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) =>
      expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });

  it('streams a real EPUB: a ZIP with the mimetype entry first and stored', async () => {
    const res = await fetch(file('test-guide-epub', member));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/epub+zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="test-guide.epub"');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(zip.subarray(30, 38).toString()).toBe('mimetype');
    expect(zip.subarray(38, 58).toString()).toBe('application/epub+zip');
    expect(zipNames(zip)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/content.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/chapter.xhtml',
    ]);
    expect(zip.toString('utf8')).toContain('<dc:rights>Licensed to member@example.com</dc:rights>');
  });

  it('serves other formats as an honest text note', async () => {
    const res = await fetch(file('test-guide-code', member));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="test-guide-code.txt"',
    );
    expect(await res.text()).toContain('The Test Guide (eBook) (Code samples)');
  });

  it('keeps files of a withdrawn title downloadable for its buyers', async () => {
    expect((await fetch(file('test-withdrawn-pdf', member))).status).toBe(200);
  });

  it('refuses without a jwt, with a malformed, forged or expired one (401)', async () => {
    await expectRefusal(await fetch(file('test-guide-pdf')), 401);
    await expectRefusal(await fetch(file('test-guide-pdf', '')), 401);
    await expectRefusal(await fetch(file('test-guide-pdf', 'garbage')), 401);
    const sub = await userId(backend.db, 'member@example.com');
    const forged = await signedToken(
      { sub, email: 'member@example.com' },
      { secret: new Uint8Array(32).fill(9) },
    );
    await expectRefusal(await fetch(file('test-guide-pdf', forged)), 401);
    const expired = await signedToken(
      { sub, email: 'member@example.com' },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    expect(await expectRefusal(await fetch(file('test-guide-pdf', expired)), 401)).toMatch(
      /expired/i,
    );
    // The Authorization header is not a way around the link's own token.
    await expectRefusal(await fetch(file('test-guide-pdf'), auth(member)), 401);
  });

  it('refuses files its holder did not buy (403), unknown files (404)', async () => {
    await expectRefusal(await fetch(file('test-guide-pdf', reader)), 403);
    // Unpaid and refunded orders unlock nothing.
    await expectRefusal(await fetch(file('test-other-pdf', member)), 403);
    await expectRefusal(await fetch(file('no-such-file', member)), 404);
  });

  it('refuses malformed ids (400) and other methods (405), all as { msg }', async () => {
    await expectRefusal(await fetch(file('bad%20id', member)), 400);
    await expectRefusal(await fetch(file('x'.repeat(101), member)), 400);
    await expectRefusal(await fetch(file('test-guide-pdf', member), { method: 'POST' }), 405);
    await expectRefusal(await fetch(file('test-guide-pdf', 'x'.repeat(9000))), 400);
  });

  it("matches orders by SKU when a line has no product id, and follows the holder's email", async () => {
    expect((await fetch(file('test-other-pdf', reader))).status).toBe(200);
  });

  it('opens one order with the links a guest gets from its key, and nothing else', async () => {
    const res = await fetch(`${backend.base}/site-api/orders/ord_r1/downloads?key=${KEY}`);
    const downloads = (await res.json()) as Downloads;
    expect(downloads.count).toBe(1);
    const link = downloads.results[0]!;
    const jwt = new URL(link.url).searchParams.get('jwt')!;
    expect((await fetch(link.url)).status).toBe(200);
    // The order token opens no other file, is no session, and ends after an hour.
    await expectRefusal(await fetch(file('test-guide-pdf', jwt)), 403);
    await expectRefusal(await fetch(`${backend.base}/site-api/me`, auth(jwt)), 401);
    expect((await fetch(`${backend.base}/identity/user`, auth(jwt))).status).toBe(401);
    backend.setNow(new Date(Date.now() + 3601_000));
    try {
      const msg = await expectRefusal(await fetch(link.url), 401);
      expect(msg).toMatch(/expired/i);
    } finally {
      backend.setNow(new Date());
    }
  });

  it('gives a guest with the key of an unpaid order no links, and its token no files', async () => {
    const res = await fetch(
      `${backend.base}/site-api/orders/ord_guest_unpaid/downloads?key=${KEY}`,
    );
    expect(await res.json()).toMatchObject({ paid: false, count: 0, results: [] });
  });

  it("lists every file of the holder's paid orders once (/me/downloads)", async () => {
    const res = await fetch(`${backend.base}/site-api/me/downloads`, auth(member));
    expect(res.status).toBe(200);
    const downloads = (await res.json()) as Downloads;
    expect(downloads.results.map((d) => d.id)).toEqual([
      'test-guide-pdf',
      'test-guide-epub',
      'test-guide-code',
      'test-withdrawn-pdf',
    ]);
    for (const d of downloads.results) {
      expect(d.orderId).toBe('ord_m1');
      expect((await fetch(d.url)).status).toBe(200);
    }
  });
});
