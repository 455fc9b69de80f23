import { z } from 'zod';
import type { Db } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { parse, readJson } from '../../backend/http';
import { Router } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';
import { TEST_BUYER } from './paypal-buyer';
import {
  authorise,
  checkoutView,
  orderStatus,
  orderView,
  paypalError,
  paypalShape,
  shippingTerms,
} from './paypal-orders';
import type { OrderRow } from './paypal-orders';

const approval = z.object({ shipping_address_id: z.string().max(40).optional() });

async function paypalOrder(db: Db, id: string): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(
    "SELECT * FROM vault_intents WHERE id = $1 AND gateway = 'paypal'",
    [id],
  );
  if (!row) {
    throw paypalError(
      404,
      'Specified resource ID does not exist. Please check the resource ID and try again.',
      'invalid_resource_id',
    );
  }
  return row;
}

const notApprovable = (row: OrderRow) =>
  paypalError(
    422,
    `The order cannot be approved: it is ${orderStatus(row.status)}${row.order_id ? ' and paid an order' : ''}.`,
    'order_not_approvable',
  );

/**
 * PayPal in test mode, for its browser stand-in (demo/providers/paypal): an order (the vault's
 * PayPal intent, created by the store's vault as the real one is) read as PayPal's Orders API
 * shows it; and PayPal's checkout page for it, where the signed-in test buyer picks an address
 * and approves, which makes the intent payable (`requires_capture`: authorised, captured by
 * the store) once, before any order used it.
 */
export function paypalApi(deps: BackendDeps): RoutedHandler {
  const { db } = deps;
  return new Router('/providers/paypal', paypalShape)
    .on('GET', '/v2/checkout/orders/:id', async ({ req, params }) => {
      authorise(req);
      return orderView(await paypalOrder(db, params.id ?? ''), deps.publicUrl);
    })
    .on('GET', '/checkoutnow/:id', async ({ req, params }) => {
      authorise(req);
      return checkoutView(await paypalOrder(db, params.id ?? ''));
    })
    .on('POST', '/checkoutnow/:id/approve', async ({ req, params }) => {
      authorise(req);
      const body = parse(approval, await readJson(req, paypalShape), paypalShape);
      const row = await paypalOrder(db, params.id ?? '');
      if (row.status !== 'requires_action' || row.order_id) throw notApprovable(row);
      const { addresses } = shippingTerms(row);
      const address = addresses.find((entry) => entry.id === body.shipping_address_id);
      if (addresses.length > 0 && !address) {
        throw paypalError(
          422,
          'Choose a shipping address from the address book.',
          'shipping_address_invalid',
        );
      }
      const decision = { payer_id: TEST_BUYER.payer_id, shipping_address_id: address?.id ?? null };
      // Judged on the row as written: an approval or an order that came first wins.
      const [approved] = await db.query<OrderRow>(
        `UPDATE vault_intents SET status = 'requires_capture', data = data || $2::jsonb
         WHERE id = $1 AND status = 'requires_action' AND order_id IS NULL RETURNING *`,
        [row.id, JSON.stringify({ paypal: decision })],
      );
      if (!approved) throw notApprovable(await paypalOrder(db, row.id));
      return orderView(approved, deps.publicUrl);
    })
    .handler();
}
