import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { storeCaller } from '../support/store-client';

interface Line {
  readonly product_id: string;
  readonly quantity: number;
  readonly metadata?: Record<string, unknown>;
}

describe('storefront: which added items share a cart line', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const post = (title: string, company = 'Acme') => ({
    product_id: 'prod-job-fulltime',
    quantity: 1,
    metadata: { job: { title, company } },
  });

  it('keeps two job posts of one kind as two lines, each with its own post', async () => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', post('Front-end developer'));
    const cart = await call('POST', 'cart/items', post('Designer'));
    const items = cart.body.items as Line[];
    expect(items.map((l) => [l.quantity, l.metadata])).toEqual([
      [1, { job: { title: 'Front-end developer', company: 'Acme' } }],
      [1, { job: { title: 'Designer', company: 'Acme' } }],
    ]);
  });

  it('merges the same item with equal metadata, whatever the order of its keys', async () => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', post('Designer'));
    const cart = await call('POST', 'cart/items', {
      product_id: 'prod-job-fulltime',
      quantity: 1,
      metadata: { job: { company: 'Acme', title: 'Designer' } },
    });
    expect((cart.body.items as Line[]).map((l) => l.quantity)).toEqual([2]);
  });

  it('names on each line its product’s first image, by full address, and the product that comes with it', async () => {
    const call = storeCaller(backend);
    const cart = await call('POST', 'cart/items', { product_id: 'prod-sb7-print', quantity: 1 });
    const [line] = cart.body.items as {
      product: { images: { file: { url: string } }[]; cross_sell_product_id: string | null };
    }[];
    // On the services' own address: a page on another origin shows it as it is.
    expect(line?.product.images.map((image) => image.file.url)).toEqual([
      `${backend.base}/assets/img/book-7.svg`,
    ]);
    expect(line?.product.cross_sell_product_id).toBe('prod-sb7-companion');
  });
});
