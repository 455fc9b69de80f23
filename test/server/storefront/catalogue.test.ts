import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQuery } from '@api/query-string';
import type { QueryValue } from '@api/query-string';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';

const AUTH = { Authorization: `Basic ${btoa('pk_demo_magazine')}` };

interface ProductList {
  count: number;
  results: { sku: string }[];
}

// The product list filtered by sku: how a page's prices ask for only the products it shows.
describe('storefront: products by sku', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const list = async (params: Readonly<Record<string, QueryValue>>) => {
    const res = await fetch(`${backend.base}/api/products?${encodeQuery(params)}`, {
      headers: AUTH,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ProductList;
  };
  const skus = (answer: ProductList) => answer.results.map((p) => p.sku).sort();

  it('lists one sku with where[sku]', async () => {
    expect(skus(await list({ where: { sku: 'smashing-book-7-ebook' } }))).toEqual([
      'smashing-book-7-ebook',
    ]);
  });

  it('lists the skus of where[sku][$in], leaving out unknown ones', async () => {
    const answer = await list({
      where: { sku: { $in: ['smashing-book-7-print', 'no-such-book', 'job-post-fulltime'] } },
      limit: 100,
    });
    expect(skus(answer)).toEqual(['job-post-fulltime', 'smashing-book-7-print']);
    expect(answer.count).toBe(2);
  });

  it('reads a list longer than the query parser keeps as an array', async () => {
    const many = [
      ...Array.from({ length: 40 }, (_, i) => `unknown-${i}`),
      'webinar-accessible-design-systems',
      'smashing-book-7-bundle',
    ];
    expect(skus(await list({ where: { sku: { $in: many } }, limit: 100 }))).toEqual([
      'smashing-book-7-bundle',
      'webinar-accessible-design-systems',
    ]);
  });

  it('matches nothing for a filter of another shape', async () => {
    expect((await list({ where: { sku: { $nin: ['smashing-book-7-print'] } } })).count).toBe(0);
    expect((await list({ where: { sku: { $in: { a: { b: 'c' } } } } })).count).toBe(0);
  });
});
