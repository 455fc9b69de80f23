import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import { AUTHORIZED_AMOUNT_MISMATCH, PAYMENT_NOT_AUTHORIZED, toMinorUnits } from '@domain';
import type { IntentRow } from '../payments/intents';

/** What a plan's invoice keeps of a PayPal payment: the method and PayPal's order. */
export const paypalBilling = (orderId: string) => ({
  method: 'paypal',
  paypal: { order_id: orderId },
});

/** A PayPal order that does not keep the payer's account cannot pay the renewals. */
const VAULT_REQUIRED = 'A plan paid with PayPal needs the PayPal account kept for its renewals.';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Takes an approved PayPal order as a plan's payment of `price`: it must be PayPal's,
 * approved, of that price in dollars, used by no cart or order, and ask PayPal to keep the
 * payer's account for the renewals (the vault the ppcp variant offers, SPEC point 7). Its row
 * stays locked until the caller's transaction ends; `paid` names the invoice it paid.
 */
export async function takePayPalOrder(
  tx: Db,
  orderId: string,
  price: number,
): Promise<{ paid(invoiceId: string): Promise<void> }> {
  const [intent] = await tx.query<IntentRow>(
    "SELECT * FROM vault_intents WHERE id = $1 AND gateway = 'paypal' FOR UPDATE",
    [orderId],
  );
  const refuse = (code: string, message = PAYMENT_NOT_AUTHORIZED) =>
    storeError(402, message, code, 'billing.paypal.order_id');
  if (!intent) throw refuse('payment_not_found');
  if (intent.order_id || intent.cart_id) throw refuse('payment_used');
  if (record(record(intent.data).order).vault !== 'ON_SUCCESS')
    throw refuse('vault_required', VAULT_REQUIRED);
  if (intent.currency !== 'USD' || Number(intent.amount) !== toMinorUnits(price, 'USD')) {
    throw refuse('amount_mismatch', AUTHORIZED_AMOUNT_MISMATCH);
  }
  if (intent.status !== 'requires_capture') throw refuse('payment_not_authorized');
  return {
    async paid(invoiceId) {
      await tx.query('UPDATE vault_intents SET order_id = $2 WHERE id = $1', [
        intent.id,
        invoiceId,
      ]);
    },
  };
}
