import type { Db } from '../../backend/db';

/** The public key the demo store's widgets send (src/config defaults). */
export const PUBLIC_KEY = 'pk_demo_magazine';

/** A payment intent as the vault stores it; the store reads it when an order is placed. */
export interface IntentRow {
  readonly id: string;
  readonly gateway: string;
  readonly status: string;
  readonly amount: string;
  readonly currency: string;
  readonly payment_method: string | null;
  readonly data: Record<string, unknown>;
  /** The order this intent paid; an intent pays one order only. */
  readonly order_id: string | null;
}

export const findIntent = async (db: Db, id: string): Promise<IntentRow | undefined> =>
  (await db.query<IntentRow>('SELECT * FROM vault_intents WHERE id = $1', [id]))[0];

/** The local approval page of an intent (see approval.ts). */
export const approvalPage = (publicUrl: string, id: string) => `${publicUrl}/vault/approve/${id}`;
