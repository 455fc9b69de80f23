import { expectRow } from '../../backend/db';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { sendMail } from '../../backend/outbox';
import {
  AUTHORIZED_AMOUNT_MISMATCH,
  CARD_DECLINED,
  CARD_NEEDS_AUTHENTICATION,
  CART_EMPTY,
  PAYMENT_NOT_AUTHORIZED,
  SHIPPING_SERVICE_MISSING,
  firstImageUrl,
  formatMoney,
  isBelowMinimumCapture,
  toMinorUnits,
  validateAddress,
  validateEmail,
} from '@domain';
import type { IntentRow } from '../payments/intents';
import { checkFirstOrder, lockCustomer } from './first-order';
import { namedIntent } from './intent-claims';
import { viewCart } from './cart';
import type { CartView } from './cart';
import { cartOf } from './request';
import type { StoreRequest } from './request';
import { findCoupon, lockSession, updateSession } from './store';
import { newId } from '../../backend/ids';
import type { CartState } from './store';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The email an order goes to: the cart's account, else the checkout details. */
export const orderEmail = (cart: CartState) =>
  cart.account?.email ?? str(record(cart.metadata?.details).email);

function checkShipping(view: CartView) {
  if (!view.shipping_required) return;
  const s = view.shipping as Record<string, unknown>;
  const problems = validateAddress({
    firstname: str(s.first_name) ?? str(s.name),
    lastname: str(s.last_name) ?? str(s.name),
    country: str(s.country),
    zip: str(s.zip),
    city: str(s.city),
    address1: str(s.address1),
  });
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw storeError(400, message, 'invalid_shipping', `shipping.${field}`);
  if (!view.shipment_total && !str(s.service)) {
    throw storeError(400, SHIPPING_SERVICE_MISSING, 'invalid_shipping', 'shipping.service');
  }
}

/**
 * Whether the payment covers the order. The amount authorised is compared with the total
 * recomputed here: a page showing a stale or tampered price gets the mismatch message the
 * widgets turn into PRICE_MISMATCH, and nothing is ordered.
 */
async function checkPayment(db: Db, view: CartView): Promise<{ paid: boolean; intentId?: string }> {
  const total = view.capture_total;
  if (total <= 0) return { paid: true };
  const billing = record(view.billing);
  const intentId = namedIntent(billing);
  if (intentId) {
    // Locked until the order is written: the vault cannot change its amount or status in
    // between (updateIntent waits, then finds it taken).
    const [intent] = await db.query<IntentRow>(
      'SELECT * FROM vault_intents WHERE id = $1 FOR UPDATE',
      [intentId],
    );
    if (!intent) throw storeError(402, PAYMENT_NOT_AUTHORIZED, 'payment_not_found', 'billing');
    // Another cart's intent is as taken as a used one: this cart's shopper did not pay it.
    if (intent.order_id || (intent.cart_id && intent.cart_id !== view.id)) throw paymentUsed();
    // 1900 is 19.00 only in the cart's own currency: in yen or rupiah it is another amount.
    if (intent.currency.toUpperCase() !== view.currency.toUpperCase()) {
      throw storeError(402, AUTHORIZED_AMOUNT_MISMATCH, 'currency_mismatch', 'billing');
    }
    if (Number(intent.amount) !== toMinorUnits(total, view.currency)) {
      throw storeError(402, AUTHORIZED_AMOUNT_MISMATCH, 'amount_mismatch', 'billing');
    }
    if (!['requires_capture', 'succeeded'].includes(intent.status)) {
      throw storeError(402, PAYMENT_NOT_AUTHORIZED, 'payment_not_authorized', 'billing');
    }
    return { paid: true, intentId };
  }
  const token = str(record(billing.card).token);
  if (!token) throw storeError(402, PAYMENT_NOT_AUTHORIZED, 'payment_required', 'billing');
  const [card] = await db.query<{ behaviour: string }>(
    'SELECT behaviour FROM vault_tokens WHERE token = $1',
    [token],
  );
  if (!card) throw storeError(402, PAYMENT_NOT_AUTHORIZED, 'invalid_card', 'billing.card');
  // Below the currency's minimum no intent exists: the card is kept and charged later.
  if (isBelowMinimumCapture(total, view.currency)) return { paid: false };
  // Without an intent the store charges the token itself, as the hosted store does.
  if (card.behaviour === 'declined') throw storeError(402, CARD_DECLINED, 'card_declined');
  if (card.behaviour === '3ds') {
    throw storeError(402, CARD_NEEDS_AUTHENTICATION, 'authentication_required');
  }
  return { paid: true };
}

/** An intent already paid another order: it cannot pay this one. */
const paymentUsed = () => storeError(402, PAYMENT_NOT_AUTHORIZED, 'payment_used', 'billing');

/**
 * POST /cart/order: checks, recomputes, takes stock, writes the order and mails a receipt, in
 * one transaction that holds the session's row: the cart ordered is the cart as it is now, a
 * second order of it (a double click, another process) finds it empty, and an item added
 * meanwhile waits and lands in the next cart.
 */
export async function submitOrder(db: Db, r: StoreRequest, now: Date, siteUrl: string) {
  const key = randomBytes(16).toString('hex');
  const id = newId('ord', 8);
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, r.session.id);
    const cart: CartState = cartOf({ ...r, session });
    if (cart.items.length === 0) throw storeError(400, CART_EMPTY, 'cart_empty', 'items');
    const view = await viewCart(tx, session, cart, now);
    const email = orderEmail(cart);
    const emailProblem = validateEmail(email);
    if (emailProblem) throw storeError(400, emailProblem, 'invalid_email', 'account.email');
    checkShipping(view);
    if (view.coupon_code) {
      const customer = { accountId: session.account_id, email };
      await lockCustomer(tx, customer);
      await checkFirstOrder(
        tx,
        await findCoupon(tx, view.coupon_code, now),
        customer,
        'coupon_code',
      );
    }
    const { paid, intentId } = await checkPayment(tx, view);
    if (intentId) {
      const [taken] = await tx.query(
        `UPDATE vault_intents SET order_id = $1, cart_id = $3
         WHERE id = $2 AND order_id IS NULL AND (cart_id IS NULL OR cart_id = $3) RETURNING id`,
        [id, intentId, cart.id],
      );
      if (!taken) throw paymentUsed();
    }
    // One conditional decrement per product, in one order (by id) in every transaction: two
    // orders of the same products never wait for each other's rows crosswise (a deadlock),
    // and a row's stock is checked against the value the last order left.
    const wanted = new Map<string, { quantity: number; name: string }>();
    for (const item of view.items) {
      const known = wanted.get(item.product_id);
      wanted.set(item.product_id, {
        quantity: (known?.quantity ?? 0) + item.quantity,
        name: item.product.name,
      });
    }
    for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )) {
      const [left] = await tx.query<{ id: string }>(
        `UPDATE products SET stock_level = stock_level - $2,
           stock_status = CASE WHEN stock_level - $2 <= 0 THEN 'out_of_stock' ELSE stock_status END
         WHERE id = $1 AND (NOT stock_tracking OR stock_level >= $2) RETURNING id`,
        [productId, quantity],
      );
      if (!left) throw storeError(400, `${name} is out of stock`, 'out_of_stock');
    }
    const items = view.items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      sku: i.product.sku,
      name: i.product.name,
      type: i.product.content.productType,
      image: firstImageUrl(i.product.images) ?? null,
      quantity: i.quantity,
      price: i.price,
      price_total: i.price_total,
      discount_total: i.discount_total,
      options: i.options ?? [],
      // Which line a companion came with, so a receipt reads it as part of its book.
      cross_sell_product_id: i.product.cross_sell_product_id ?? null,
      ...(i.variant_id && { variant_id: i.variant_id }),
      metadata: i.metadata ?? {},
    }));
    const billing = record(view.billing);
    // From a sequence (052_order_numbers.sql): two orders never draw the same number.
    const [drawn] = await tx.query<{ number: string }>(
      "SELECT nextval('order_numbers')::text AS number",
    );
    await tx.query(
      `INSERT INTO orders (id, number, account_id, email, items, currency, sub_total,
         discount_total, shipment_total, grand_total, coupon_code, discounts, billing, shipping,
         metadata, status, paid, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id,
        expectRow(drawn).number,
        session.account_id,
        email,
        JSON.stringify(items),
        view.currency,
        view.sub_total,
        view.discount_total,
        view.shipment_total,
        view.grand_total,
        view.coupon_code,
        JSON.stringify(view.discounts),
        // The token stays with the store; the order keeps what a receipt shows.
        JSON.stringify({
          ...billing,
          card: billing.card ? { ...record(billing.card), token: undefined } : undefined,
        }),
        JSON.stringify(view.shipping),
        JSON.stringify({ ...view.metadata, key }),
        paid ? 'complete' : 'payment_pending',
        paid,
        now,
      ],
    );
    await sendMail(tx, {
      to: expectRow(email),
      kind: 'order-receipt',
      subject: `Your order from Smashing Magazine`,
      body: [
        'Thank you for your order! Here is what you bought:',
        '',
        ...items.map(
          (i) => `${i.quantity} × ${i.name}: ${formatMoney(i.price_total, view.currency)}`,
        ),
        '',
        `Total: ${formatMoney(view.grand_total, view.currency)}`,
      ].join('\n'),
      links: [
        {
          label: 'See your order and downloads',
          url: `${siteUrl}/checkout/order?order=${id}&key=${key}`,
        },
      ],
    });
    await updateSession(tx, session.id, { cart: null, last_order_id: id });
    const [order] = await tx.query<Record<string, unknown>>('SELECT * FROM orders WHERE id = $1', [
      id,
    ]);
    return expectRow(order);
  });
}
