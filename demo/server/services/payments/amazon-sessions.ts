import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../backend/db';
import { newId } from '../../backend/ids';
import { currencyCode, majorAmount } from './amounts';
import type { IntentRow } from './intents';

/*
 * The Amazon-style checkout in test mode. The vault signs a checkout session payload for the
 * button (its authorization); the button's click has the signature checked and opens the
 * session's approval page; the buyer comes back to review (the session is then open), the
 * store charges the session (an intent of its own, approved on the same page), and the buyer
 * comes back with confirm=true. A session is charged once.
 */

/** The vault's signing key for the demo's sessions: test mode, never a merchant's real key. */
const SIGNING_KEY = 'demo-amazon-pay-signing-key';

/** A session the buyer approved: it may be charged. */
export const SESSION_OPEN = 'open';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The signature of a session's payload; the session id makes each one unique. */
export const signSession = (sessionId: string, payload: string): string =>
  createHmac('sha256', SIGNING_KEY).update(`${sessionId}.${payload}`).digest('base64');

/** A checkout session row, as against the charge made from it. */
export const isCheckoutSession = (row: Pick<IntentRow, 'gateway' | 'data'>): boolean =>
  row.gateway === 'amazon' && typeof row.data.signature === 'string';

/**
 * The session a button's payload and signature belong to, only when the signature is the
 * vault's for exactly that payload (a payload changed in the page is refused).
 */
export async function signedSession(
  db: Db,
  payload: string,
  signature: string,
): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    "SELECT * FROM vault_intents WHERE gateway = 'amazon' AND data->>'signature' = $1",
    [signature],
  );
  if (!row) return undefined;
  const expected = Buffer.from(signSession(row.id, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : undefined;
}

/** What the approval page adds to the way back, after the gateway and redirect status. */
export function sessionReturnParams(
  row: Pick<IntentRow, 'id' | 'gateway' | 'data'>,
  approved: boolean,
): [string, string][] {
  if (!approved) return [];
  if (isCheckoutSession(row)) return [['amazonCheckoutSessionId', row.id]];
  return [
    ['amazonCheckoutSessionId', text(row.data.checkout_session_id) ?? ''],
    ['confirm', 'true'],
  ];
}

export type ChargeResult =
  { readonly row: IntentRow } | { readonly param: string; readonly message: string };

const refused = (param: string, message: string): ChargeResult => ({ param, message });

/**
 * Charges an open checkout session (the vault's intent with `checkoutSessionId`): Authorize
 * with its chargeAmount, or Confirm with nothing charged. The charge waits for the buyer on
 * the approval page; the session is closed in the same transaction, so it is charged once.
 */
export async function chargeSession(
  db: Db,
  intent: Record<string, unknown>,
): Promise<ChargeResult> {
  const sessionId = text(intent.checkoutSessionId);
  if (!sessionId) return refused('checkoutSessionId', 'A checkout session is required');
  const details = record(intent.paymentDetails);
  const confirmOnly = details.paymentIntent === 'Confirm';
  if (!confirmOnly && details.paymentIntent !== 'Authorize') {
    return refused('paymentIntent', 'paymentIntent must be Authorize or Confirm');
  }
  const charge = record(details.chargeAmount);
  const currency = currencyCode(charge.currencyCode, 'USD');
  if (!currency) return refused('currency', 'Invalid currency');
  const amount = confirmOnly ? 0 : majorAmount(charge.amount, currency);
  if (amount === undefined) return refused('amount', 'Invalid amount');
  const web = record(intent.webCheckoutDetails);
  return db.transaction(async (tx) => {
    const [session] = await tx.query<IntentRow>(
      "SELECT * FROM vault_intents WHERE id = $1 AND gateway = 'amazon' FOR UPDATE",
      [sessionId],
    );
    if (!session || !isCheckoutSession(session)) {
      return refused('checkoutSessionId', 'Checkout session not found');
    }
    if (session.status !== SESSION_OPEN || session.data.charge_id !== undefined) {
      return refused('checkoutSessionId', 'The checkout session is not open for a charge');
    }
    const id = newId('amazon');
    await tx.query(
      `UPDATE vault_intents SET status = 'completed', data = data || jsonb_build_object('charge_id', $2::text)
       WHERE id = $1`,
      [sessionId, id],
    );
    const [row] = await tx.query<IntentRow>(
      `INSERT INTO vault_intents (id, gateway, status, amount, currency, data)
       VALUES ($1, 'amazon', 'requires_action', $2, $3, $4) RETURNING *`,
      [
        id,
        amount,
        currency,
        JSON.stringify({
          return_url: text(web.checkoutResultReturnUrl) ?? null,
          cancel_url: text(web.checkoutCancelUrl) ?? null,
          checkout_session_id: sessionId,
        }),
      ],
    );
    return row ? { row } : refused('checkoutSessionId', 'The charge was not written');
  });
}
