import type { Db } from '../../backend/db';
import { minorAmount } from '../payments/amounts';
import { asRecord, asString, fieldErrors, intentView } from './answers';
import type { Answer } from './answers';
import { findIntent } from '../payments/intents';
import type { IntentRow } from '../payments/intents';

const INVALID_AMOUNT = 'Invalid amount';
const AMOUNT_FIXED = 'The amount of an authorised payment cannot change';
const OTHER_CART = 'This payment belongs to another cart';
/** Statuses past the bank's approval: the amount is what was approved. */
const FIXED = new Set(['requires_capture', 'succeeded', 'canceled']);

/**
 * The cart an intent is for (`cart_id`, as the wallet's update sends it): absent is fine, and
 * the cart's order is then the first to name it; anything but a cart id is refused.
 */
export const cartIdOf = (intent: Record<string, unknown>): string | null | undefined => {
  if (intent.cart_id === undefined) return null;
  const id = asString(intent.cart_id);
  return id && /^[\w-]{1,100}$/.test(id) ? id : undefined;
};

/** PUT intent: a new amount before approval, a confirmation, or the cart it pays. */
export async function updateIntent(
  db: Db,
  body: Record<string, unknown>,
  publicUrl: string,
): Promise<Answer> {
  const intent = asRecord(body.intent);
  const id = asString(intent.id) ?? asString(intent.paypal_order_id) ?? asString(intent.payment_id);
  const row = id ? await findIntent(db, id) : undefined;
  if (!row) return fieldErrors('id', 'Payment intent not found');
  const amount = intent.amount === undefined ? Number(row.amount) : minorAmount(intent.amount);
  if (amount === undefined) return fieldErrors('amount', INVALID_AMOUNT);
  const cartId = cartIdOf(intent);
  if (cartId === undefined) return fieldErrors('cart_id', 'Invalid cart id');
  // An intent keeps the cart it was tied to: naming another one is refused, not obeyed.
  if (cartId && row.cart_id && row.cart_id !== cartId) return fieldErrors('cart_id', OTHER_CART);
  // What a bank authorised (or an order used) is fixed: a new amount needs a new intent. The
  // rule is in the statement itself, judged on the row as it is when written: an approval or
  // an order taking the intent after the read above still holds.
  // Confirming a card intent moves it on, unless the bank still wants 3-D Secure.
  const [updated] = await db.query<IntentRow>(
    `UPDATE vault_intents SET amount = $2, cart_id = COALESCE(cart_id, $4),
       status = CASE WHEN status = 'requires_confirmation' THEN 'requires_capture' ELSE status END
     WHERE id = $1 AND (amount = $2 OR (status <> ALL($3::text[]) AND order_id IS NULL))
       AND ($4::text IS NULL OR cart_id IS NULL OR cart_id = $4)
     RETURNING *`,
    [row.id, amount, [...FIXED], cartId],
  );
  if (!updated) {
    // Another cart may have claimed it since the read above.
    const current = await findIntent(db, row.id);
    return current?.cart_id && cartId && current.cart_id !== cartId
      ? fieldErrors('cart_id', OTHER_CART)
      : fieldErrors('amount', AMOUNT_FIXED);
  }
  return { $status: 200, $data: intentView(updated, publicUrl) };
}
