import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { expectRefusal } from '../support/shapes';
import { storeCaller } from '../support/store-client';
import type { StoreAnswer } from '../support/store-client';

const KB = 1024;

/** A refusal in the storefront's shape, naming the field at fault. */
const expectStoreRefusal = (answer: StoreAnswer, status: number, param: string) => {
  expectRefusal('/api/cart', answer.status, JSON.stringify(answer.body), status);
  expect(answer.body.error?.param).toBe(param);
};
/** A job post line whose metadata is about `bytes` long. */
const post = (n: number, bytes = 100) => ({
  product_id: 'prod-job-fulltime',
  quantity: 1,
  metadata: { title: `Post ${n}`, description: 'x'.repeat(bytes) },
});

// A cart is bounded however it is filled: 100 lines, and metadata of a size a job post needs,
// per line and per cart. A refusal is a 4xx in the storefront's shape and changes nothing.
describe('hardening: cart bounds', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  const lines = async (call: ReturnType<typeof storeCaller>) =>
    ((await call('GET', 'cart')).body.items as unknown[]).length;

  it('unbounded carts: repeated adds stop at 100 lines', async () => {
    const call = storeCaller(backend);
    for (let n = 1; n <= 100; n++) {
      expect((await call('POST', 'cart/items', post(n))).status).toBe(200);
    }
    const refused = await call('POST', 'cart/items', post(101));
    expectStoreRefusal(refused, 400, 'items');
    expect(await lines(call)).toBe(100);
    // The same item again is no new line: its quantity grows.
    expect((await call('POST', 'cart/items', post(100))).status).toBe(200);
  });

  it('unbounded carts: 200 KB of metadata on one line is refused', async () => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', post(1));
    expectStoreRefusal(await call('POST', 'cart/items', post(2, 200 * KB)), 400, 'metadata');
    expectStoreRefusal(await call('PUT', 'cart/items', [post(3, 200 * KB)]), 400, 'metadata');
    expectStoreRefusal(await call('PUT', 'cart', { items: [post(4, 200 * KB)] }), 400, 'metadata');
    expect(await lines(call)).toBe(1);
    // A long job post still fits.
    expect((await call('POST', 'cart/items', post(5, 8 * KB))).status).toBe(200);
  });

  it("unbounded carts: the lines' metadata together are bounded per cart", async () => {
    const call = storeCaller(backend);
    let refused: StoreAnswer | undefined;
    for (let n = 1; n <= 20 && !refused; n++) {
      const answer = await call('POST', 'cart/items', post(n, 15 * KB));
      if (answer.status !== 200) refused = answer;
    }
    expect(refused).toBeDefined();
    if (refused) expectStoreRefusal(refused, 400, 'metadata');
    expect(await lines(call)).toBeLessThan(20);
  });

  it("unbounded carts: the cart's own metadata is bounded, also when merged piece by piece", async () => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', post(1));
    expectStoreRefusal(
      await call('PUT', 'cart', { metadata: { note: 'x'.repeat(200 * KB) } }),
      400,
      'metadata',
    );
    let refused = false;
    for (let n = 0; n < 20 && !refused; n++) {
      const answer = await call('PUT', 'cart', { metadata: { [`k${n}`]: 'x'.repeat(15 * KB) } });
      refused = answer.status !== 200;
      if (refused) expectStoreRefusal(answer, 400, 'metadata');
    }
    expect(refused).toBe(true);
  });

  it('unbounded carts: one line’s quantity stays within 999 through repeated adds', async () => {
    const call = storeCaller(backend);
    const add = () => call('POST', 'cart/items', { product_id: 'prod-sb7-ebook', quantity: 999 });
    expect((await add()).status).toBe(200);
    expectStoreRefusal(await add(), 400, 'quantity');
  });
});
