import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_POST_SKUS } from '@domain';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal, insertProduct } from './fixtures';

interface Product {
  id: string;
  sku: string;
  name: string;
  type: string;
  price: number;
  crossSellProductId: string | null;
  prereleaseDate: string | null;
  images: { file: { url: string } }[];
  downloads: { id: string; name: string; format: string }[];
}

interface Listing {
  id: string;
  commitment: 'full-time' | 'freelance';
  sku: string;
  jobType: string;
  company: string;
  title: string;
  remote: boolean;
  featured: boolean;
  applicationUrl: string;
  publishedAt: string;
}

interface Market {
  count: number;
  results: Listing[];
  members: number;
  facets: { commitment: Record<string, number>; jobType: Record<string, number> };
}

describe('site API: catalogue, job board and panels (public)', () => {
  let backend: TestBackend;
  let url: (path: string) => string;
  beforeAll(async () => {
    backend = await startBackend();
    url = (path) => `${backend.base}/site-api${path}`;
    await insertProduct(backend.db, {
      id: 'test-guide-print',
      sku: 'test-guide-print',
      name: 'The Test Guide (Print)',
      type: 'book',
      price: 39.5,
      prereleaseDate: '2031-04-01',
      crossSell: 'test-guide-ebook',
    });
    await insertProduct(backend.db, {
      id: 'test-guide-ebook',
      sku: 'test-guide-ebook',
      name: 'The Test Guide (eBook)',
      downloads: [
        { id: 'test-guide-pdf', name: 'PDF', format: 'pdf' },
        { id: 'broken' } as unknown as { id: string; name: string; format: string },
      ],
    });
    await insertProduct(backend.db, {
      id: 'test-withdrawn',
      sku: 'test-withdrawn',
      name: 'Withdrawn title',
      active: false,
    });
  });
  afterAll(() => backend.close());

  it('lists active products with the fields the widgets read', async () => {
    const res = await fetch(url('/products'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { count: number; results: Product[] };
    expect(body.count).toBe(body.results.length);
    const print = body.results.find((p) => p.id === 'test-guide-print');
    expect(print).toMatchObject({
      sku: 'test-guide-print',
      name: 'The Test Guide (Print)',
      type: 'book',
      price: 39.5,
      crossSellProductId: 'test-guide-ebook',
      prereleaseDate: '2031-04-01',
      images: [{ file: { url: `${backend.base}/assets/img/test-guide-print.svg` } }],
    });
    const ebook = body.results.find((p) => p.id === 'test-guide-ebook');
    // A malformed download entry costs only itself.
    expect(ebook?.downloads).toEqual([{ id: 'test-guide-pdf', name: 'PDF', format: 'pdf' }]);
    expect(body.results.some((p) => p.id === 'test-withdrawn')).toBe(false);
  });

  it('filters by type and by SKUs', async () => {
    const books = (await (await fetch(url('/products?type=book'))).json()) as {
      results: Product[];
    };
    expect(books.results.length).toBeGreaterThan(0);
    expect(books.results.every((p) => p.type === 'book')).toBe(true);
    const some = (await (
      await fetch(url('/products?sku=test-guide-ebook,%20test-guide-print,unknown'))
    ).json()) as { results: Product[] };
    expect(some.results.map((p) => p.sku).sort()).toEqual(['test-guide-ebook', 'test-guide-print']);
  });

  it('refuses malformed catalogue queries with 400 { msg }', async () => {
    await expectRefusal(await fetch(url(`/products?type=${'x'.repeat(41)}`)), 400);
    await expectRefusal(await fetch(url(`/products?sku=${'a,'.repeat(1001)}`)), 400);
  });

  it('serves the live job board, featured first, with facets and the job-post SKU', async () => {
    const res = await fetch(url('/market'));
    expect(res.status).toBe(200);
    const market = (await res.json()) as Market;
    expect(market.count).toBeGreaterThanOrEqual(6);
    expect(market.results[0]?.featured).toBe(true);
    for (const job of market.results) {
      expect(job.sku).toBe(JOB_POST_SKUS[job.commitment]);
      expect(job.applicationUrl).toMatch(/^https:\/\//);
      expect(job.company.length).toBeGreaterThan(0);
    }
    const total = Object.values(market.facets.commitment).reduce((a, b) => a + b, 0);
    expect(total).toBe(market.count);
    expect(market.facets.jobType.development).toBeGreaterThan(0);
  });

  it('counts the readers with a paid plan as members, as their records change', async () => {
    const members = async () => ((await (await fetch(url('/market'))).json()) as Market).members;
    // The seeded member and smashing readers; the reader without a plan is not one.
    const before = await members();
    expect(before).toBeGreaterThanOrEqual(2);
    await backend.db.query(
      `UPDATE identity_users SET app_metadata = app_metadata || '{"subscription": {"plan": "supporter"}}'
       WHERE email = 'reader@example.com'`,
    );
    expect(await members()).toBe(before + 1);
    await backend.db.query(
      `UPDATE identity_users SET app_metadata = app_metadata - 'subscription'
       WHERE email = 'reader@example.com'`,
    );
    expect(await members()).toBe(before);
  });

  it('filters the job board; facets still count every live listing', async () => {
    const all = (await (await fetch(url('/market'))).json()) as Market;
    const freelance = (await (await fetch(url('/market?commitment=freelance'))).json()) as Market;
    expect(freelance.count).toBe(all.facets.commitment.freelance);
    expect(freelance.results.every((j) => j.commitment === 'freelance')).toBe(true);
    expect(freelance.facets).toEqual(all.facets);
    const remoteDev = (await (
      await fetch(url('/market?type=development&remote=true'))
    ).json()) as Market;
    expect(remoteDev.count).toBeGreaterThan(0);
    expect(remoteDev.results.every((j) => j.jobType === 'development' && j.remote)).toBe(true);
    await expectRefusal(await fetch(url('/market?commitment=part-time')), 400);
    await expectRefusal(await fetch(url('/market?remote=maybe')), 400);
  });

  it('stops serving listings once they have run out', async () => {
    backend.setNow(new Date(Date.now() + 400 * 86_400_000));
    try {
      const market = (await (await fetch(url('/market'))).json()) as Market;
      expect(market).toMatchObject({ count: 0, results: [] });
    } finally {
      backend.setNow(new Date());
    }
  });

  it('serves the home page panels in order', async () => {
    const res = await fetch(url('/panels/index.json'));
    expect(res.status).toBe(200);
    const { panels } = (await res.json()) as {
      panels: {
        id: string;
        kind: string;
        title: string;
        url: string;
        cta: string;
        image: { src: string } | null;
      }[];
    };
    expect(panels.length).toBeGreaterThanOrEqual(4);
    expect(panels[0]).toMatchObject({ id: 'panel-css-layers', kind: 'article' });
    for (const panel of panels) {
      // The magazine's own page, where the panel leads; its picture is on the services.
      expect(panel.url).toMatch(/^\//);
      if (panel.image) expect(panel.image.src).toMatch(new RegExp(`^${backend.base}/assets/`));
      expect(panel.cta.length).toBeGreaterThan(0);
    }
  });

  it('hides a panel outside its schedule', async () => {
    await backend.db.query(
      "UPDATE site_panels SET ends_at = now() - interval '1 day' WHERE id = 'panel-jobs'",
    );
    const { panels } = (await (await fetch(url('/panels/index.json'))).json()) as {
      panels: { id: string }[];
    };
    expect(panels.map((p) => p.id)).not.toContain('panel-jobs');
  });

  it('answers unknown paths 404, other methods 405 and broken escapes 400, all as { msg }', async () => {
    await expectRefusal(await fetch(url('/nope')), 404);
    await expectRefusal(await fetch(url('/products'), { method: 'DELETE' }), 405);
    await expectRefusal(await fetch(url('/orders/%E0%A4%A')), 400);
    await expectRefusal(await fetch(`${backend.base}/downloads/me/downloads/%E0%A4%A?jwt=x`), 400);
    await expectRefusal(await fetch(`${backend.base}/downloads/elsewhere`), 404);
  });
});
