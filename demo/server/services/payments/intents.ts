import type { Db } from '../../backend/db';
import { normalizeCardNumber } from '@domain';
import { TEST_CARDS } from './test-cards';

/** A payment intent as the vault stores it; the store reads it when an order is placed. */
export interface IntentRow {
  readonly id: string;
  readonly gateway: string;
  readonly status: string;
  readonly amount: string;
  readonly currency: string;
  readonly payment_method: string | null;
  readonly data: Record<string, unknown>;
  /** The cart this intent pays (see storefront/intent-claims.ts); another cart's order cannot. */
  readonly cart_id: string | null;
  /** The order this intent paid; an intent pays one order only. */
  readonly order_id: string | null;
}

export const findIntent = async (db: Db, id: string): Promise<IntentRow | undefined> =>
  (await db.query<IntentRow>('SELECT * FROM vault_intents WHERE id = $1', [id]))[0];

/**
 * A card the vault knows: a token from its own /vault/tokens (`tok_`) or a payment method from
 * the card provider's stand-in (`pm_`, see services/providers). Both live in vault_tokens.
 */
export const isCardToken = (method: string | null | undefined): method is string =>
  typeof method === 'string' && /^(tok|pm)_/.test(method);

/** How test mode answers for a card number (vault_tokens.behaviour). */
export const cardBehaviour = (digits: string): 'declined' | '3ds' | 'success' =>
  digits === normalizeCardNumber(TEST_CARDS.declined)
    ? 'declined'
    : digits === normalizeCardNumber(TEST_CARDS.requires3ds)
      ? '3ds'
      : 'success';
