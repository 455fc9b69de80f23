import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../harness';
import type { TestBackend } from '../harness';
import { storeCaller } from '../support/store-client';

const HOME = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '1 Main St',
  city: 'Springfield',
  zip: '12345',
  country: 'US',
};

// The chosen service and its rating belong to one destination, as the client treats them.
describe('storefront: the shipping service follows the address', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  }, 60_000);
  afterAll(() => backend.close());

  const shippedCart = async () => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', { product_id: 'prod-sb7-print', quantity: 1 });
    await call('PUT', 'cart', { shipping: HOME });
    await call('GET', 'cart/shipment-rating');
    const chosen = await call('PUT', 'cart', { shipping: { service: 'express' } });
    expect(chosen.body.shipping).toMatchObject({ service: 'express' });
    expect(chosen.body.shipment_rating).not.toBeNull();
    return call;
  };

  it('resets the service and the rating when the street changes in the same country', async () => {
    const call = await shippedCart();
    const moved = await call('PUT', 'cart', { shipping: { address1: '2 Elm St' } });
    expect(moved.status).toBe(200);
    expect(moved.body.shipping).toMatchObject({ address1: '2 Elm St', country: 'US' });
    expect((moved.body.shipping as Record<string, unknown>).service).toBeUndefined();
    expect(moved.body.shipment_rating).toBeNull();
  });

  it('resets them when the zip changes, and when the country does', async () => {
    const call = await shippedCart();
    const zip = await call('PUT', 'cart', { shipping: { zip: '54321' } });
    expect((zip.body.shipping as Record<string, unknown>).service).toBeUndefined();
    await call('GET', 'cart/shipment-rating');
    await call('PUT', 'cart', { shipping: { service: 'standard' } });
    const abroad = await call('PUT', 'cart', { shipping: { country: 'DE' } });
    expect((abroad.body.shipping as Record<string, unknown>).service).toBeUndefined();
    expect(abroad.body.shipment_rating).toBeNull();
  });

  it('keeps them when the same address is sent again or only the service changes', async () => {
    const call = await shippedCart();
    const same = await call('PUT', 'cart', { shipping: HOME });
    expect(same.body.shipping).toMatchObject({ service: 'express' });
    expect(same.body.shipment_rating).not.toBeNull();
    const service = await call('PUT', 'cart', { shipping: { service: 'standard' } });
    expect(service.body.shipping).toMatchObject({ service: 'standard' });
    expect(service.body.shipment_rating).not.toBeNull();
  });

  it('keeps a service chosen in the same patch as the new address', async () => {
    const call = await shippedCart();
    const both = await call('PUT', 'cart', {
      shipping: { address1: '3 Oak St', service: 'standard' },
    });
    expect(both.body.shipping).toMatchObject({ address1: '3 Oak St', service: 'standard' });
    expect(both.body.shipment_rating).toBeNull();
  });
});
