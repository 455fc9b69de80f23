import { describe, expect, it } from 'vitest';
import { createIntent } from '@api/vault';
import { PAYMENT_NOT_AUTHORIZED } from '@domain';
import { walletOrder } from '@payments/paypal/order';
import type { CheckoutFacts } from '@payments/types';
import { TEST_BUYER } from '@server/services/providers/paypal-buyer';
import { vaultFor } from '../../contract/storefront-support';
import { providerApi } from '../support/providers';
import { BERLIN_PAYPAL_SHIPPING as BERLIN_SHIPPING } from '../../support/checkout-fixtures';
import { useBackend } from '../support/use-backend';
import { storeCaller } from '../support/store-client';

const CLIENT_ID = 'demo-paypal-client';
const BERLIN = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Hauptstr. 1',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
};

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> & {
    name?: string;
    message?: string;
    details?: { issue: string; description: string }[];
  };
}

interface CartBody {
  id: string;
  capture_total: number;
  currency: string;
  shipping?: Record<string, string>;
}

describe('PayPal stand-in: endpoints', () => {
  const backend = useBackend();

  const api = providerApi<Answer['body']>(backend, '/providers/paypal', CLIENT_ID);

  const expectIssue = (answer: Answer, status: number, issue: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.name).toEqual(expect.any(String));
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.details?.[0]?.issue).toBe(issue);
  };

  /**
   * A guest's cart (the printed book shipping to Berlin, or the ebook alone) and the PayPal
   * order the store's vault creates for it, with the module's own body.
   */
  const cartWithOrder = async (ships: boolean) => {
    const call = storeCaller(backend);
    await call('POST', 'cart/items', {
      product_id: ships ? 'prod-sb7-print' : 'prod-sb7-ebook',
      quantity: 1,
    });
    const cart = await call('PUT', 'cart', {
      account: { email: 'reader@example.com' },
      ...(ships ? { shipping: { ...BERLIN, service: 'standard' } } : {}),
    });
    const view = cart.body as unknown as CartBody;
    const facts: CheckoutFacts = {
      cartId: view.id,
      currency: view.currency,
      captureTotal: view.capture_total,
      shippingRequired: ships,
      hasSubscription: false,
      ...(view.shipping ? { shipping: view.shipping } : {}),
      billing: {},
      returnUrl: `${backend.base}/checkout/payment`,
      cancelUrl: `${backend.base}/checkout/payment`,
    };
    const order = await createIntent<{ id: string; status: string }>(vaultFor(backend), {
      gateway: 'paypal',
      intent: walletOrder(facts, { client_id: CLIENT_ID }),
    });
    return { call, view, order };
  };

  const paypalCart = (id: string) => ({
    billing: { method: 'paypal', paypal: { order_id: id }, intent: { paypal: { id } } },
  });

  it('reads the order the vault created as PayPal’s Orders API shows it', async () => {
    const { view, order } = await cartWithOrder(true);
    expect(order.status).toBe('requires_action');
    const read = await api('GET', `v2/checkout/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: order.id,
      status: 'CREATED',
      create_time: expect.any(String),
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: view.currency, value: view.capture_total.toFixed(2) },
          // The address the shop sent with the order, as PayPal keeps it.
          shipping: BERLIN_SHIPPING,
        },
      ],
      links: [expect.objectContaining({ rel: 'self', href: expect.stringContaining(order.id) })],
    });
  });

  it('shows PayPal’s checkout page: the buyer, the amount, the shop’s address first', async () => {
    const shipped = await cartWithOrder(true);
    const page = await api('GET', `checkoutnow/${shipped.order.id}`);
    expect(page.body).toMatchObject({
      id: shipped.order.id,
      shipping_preference: 'GET_FROM_FILE',
      payer: { payer_id: TEST_BUYER.payer_id, name: { given_name: 'Erika' } },
      amount: { value: shipped.view.capture_total.toFixed(2) },
    });
    expect((page.body.addresses as { id: string; label: string }[]).map((a) => a.label)).toEqual([
      'Ada Lovelace, Hauptstr. 1, 10115 Berlin, DE',
      'Erika Mustermann, Heidestraße 17, 51147 Köln, DE',
      'Erika Mustermann, 350 Fifth Avenue, 10118 New York NY, US',
      'Erika Mustermann, Khreshchatyk St. 22, 01001 Kyiv, UA',
    ]);
    const ebook = await cartWithOrder(false);
    expect((await api('GET', `checkoutnow/${ebook.order.id}`)).body).toMatchObject({
      shipping_preference: 'NO_SHIPPING',
      addresses: [],
    });
  });

  it('answers only the demo’s client id, and only for PayPal orders it has', async () => {
    const { order } = await cartWithOrder(false);
    const path = `v2/checkout/orders/${order.id}`;
    expectIssue(await api('GET', path, undefined, {}), 401, 'INVALID_CLIENT');
    expectIssue(
      await api('GET', path, undefined, { Authorization: 'Bearer other' }),
      401,
      'INVALID_CLIENT',
    );
    expectIssue(await api('GET', 'v2/checkout/orders/paypal_nothing'), 404, 'INVALID_RESOURCE_ID');
    const other = await createIntent<{ id: string }>(vaultFor(backend), {
      gateway: 'quickpay',
      intent: { amount: 1900, currency: 'usd' },
    });
    expectIssue(await api('GET', `checkoutnow/${other.id}`), 404, 'INVALID_RESOURCE_ID');
    expectIssue(await api('DELETE', path), 405, 'METHOD_NOT_ALLOWED');
  });

  it('takes the buyer’s approval once: the order shows payer and address, and pays the cart', async () => {
    const { call, order } = await cartWithOrder(true);
    const approved = await api('POST', `checkoutnow/${order.id}/approve`, {
      shipping_address_id: 'new-york',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      payer: {
        payer_id: TEST_BUYER.payer_id,
        email_address: TEST_BUYER.email_address,
        name: { given_name: 'Erika', surname: 'Mustermann' },
        address: { country_code: 'DE' },
      },
      purchase_units: [
        {
          shipping: {
            name: { full_name: 'Erika Mustermann' },
            address: { admin_area_2: 'New York', admin_area_1: 'NY', country_code: 'US' },
          },
        },
      ],
    });
    expect((await api('GET', `v2/checkout/orders/${order.id}`)).body).toEqual(approved.body);
    const again = await api('POST', `checkoutnow/${order.id}/approve`, {
      shipping_address_id: 'home',
    });
    expectIssue(again, 422, 'ORDER_NOT_APPROVABLE');
    expect(again.body.details?.[0]?.description).toContain('APPROVED');

    await call('PUT', 'cart', paypalCart(order.id));
    const placed = await call('POST', 'cart/order');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [intent] = await backend.db.query<{ status: string; order_id: string | null }>(
      'SELECT status, order_id FROM vault_intents WHERE id = $1',
      [order.id],
    );
    expect(intent).toMatchObject({ status: 'requires_capture', order_id: expect.any(String) });
    const late = await api('POST', `checkoutnow/${order.id}/approve`, {});
    expectIssue(late, 422, 'ORDER_NOT_APPROVABLE');
    expect(late.body.details?.[0]?.description).toContain('paid an order');
  });

  it('ships to the shop’s address when chosen, and nowhere for an order that does not ship', async () => {
    const shipped = await cartWithOrder(true);
    const toShop = await api('POST', `checkoutnow/${shipped.order.id}/approve`, {
      shipping_address_id: 'shop',
    });
    expect(toShop.body).toMatchObject({
      purchase_units: [
        { shipping: { name: { full_name: 'Ada Lovelace' }, address: { admin_area_2: 'Berlin' } } },
      ],
    });
    const ebook = await cartWithOrder(false);
    const unshipped = await api('POST', `checkoutnow/${ebook.order.id}/approve`, {
      shipping_address_id: 'new-york',
    });
    expect(unshipped.body).toMatchObject({ status: 'APPROVED' });
    expect(unshipped.body.purchase_units).toEqual([
      expect.not.objectContaining({ shipping: expect.anything() }),
    ]);
  });

  it('does not let an order be placed with a PayPal order nobody approved', async () => {
    const { call, order } = await cartWithOrder(false);
    await call('PUT', 'cart', paypalCart(order.id));
    const placed = await call('POST', 'cart/order');
    expect(placed.status).toBe(402);
    expect(placed.body).toMatchObject({ error: { message: PAYMENT_NOT_AUTHORIZED } });
  });

  it('refuses an address not in the book, a missing one, and a malformed approval', async () => {
    const { order } = await cartWithOrder(true);
    const approve = (body: unknown) => api('POST', `checkoutnow/${order.id}/approve`, body);
    expectIssue(await approve({ shipping_address_id: 'moon' }), 422, 'SHIPPING_ADDRESS_INVALID');
    expectIssue(await approve({}), 422, 'SHIPPING_ADDRESS_INVALID');
    expectIssue(await approve({ shipping_address_id: 5 }), 400, 'INVALID_INPUT');
    expectIssue(await approve('{'), 400, 'INVALID_JSON');
    // Nothing of that touched the order.
    expect((await api('GET', `v2/checkout/orders/${order.id}`)).body).toMatchObject({
      status: 'CREATED',
    });
  });
});
