import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';

/** What the store keeps of a vault card token: what a receipt shows, never the number. */
export async function cardOf(db: Db, token: string) {
  const [card] = await db.query<Record<string, unknown>>(
    'SELECT token, brand, last4, exp_month, exp_year, gateway FROM vault_tokens WHERE token = $1',
    [token],
  );
  if (!card) throw storeError(400, 'Unknown card token', 'invalid_card', 'billing.card.token');
  return { ...card, cvc_check: 'pass' };
}
