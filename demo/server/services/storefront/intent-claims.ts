import type { Db } from '../../backend/db';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The vault intent a cart's billing names: a gateway's intent, a wallet order or a session. */
export const namedIntent = (billing: unknown): string | undefined => {
  const b = record(billing);
  return (
    Object.values(record(b.intent))
      .map((i) => str(record(i).id))
      .find(Boolean) ??
    str(record(b.paypal).order_id) ??
    str(record(b.amazon).checkout_session_id)
  );
};

/**
 * Ties an intent that names no cart yet to the cart whose billing names it. The widgets name
 * an intent on their cart right after creating it, so the shopper who paid claims it first;
 * an intent created with its cart's id (cart_id) was claimed by the vault already.
 */
export async function claimIntent(db: Db, intentId: string, cartId: string): Promise<void> {
  await db.query('UPDATE vault_intents SET cart_id = $2 WHERE id = $1 AND cart_id IS NULL', [
    intentId,
    cartId,
  ]);
}
