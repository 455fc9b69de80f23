import { approvalPage } from '../payments/approval-page';
import type { IntentRow } from '../payments/intents';

/**
 * A vault answer: always HTTP 200, with the status inside, as the JSONP-era API answers. Its
 * data is an object, or the one value asked for (Braintree's client token).
 */
export type Answer = {
  $status: number;
  $data?: Record<string, unknown> | string;
  $error?: unknown;
};

/** A refusal of one field: the client reads `$data.errors` as a vault_error. */
export const fieldErrors = (param: string, message: string): Answer => ({
  $status: 200,
  $data: { errors: { [param]: { message, code: 'invalid' } } },
});

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
export const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The prepaid voucher's own words for where a payment stands. */
const VOUCHER_STATUS: Readonly<Record<string, string>> = {
  requires_action: 'INITIATED',
  succeeded: 'SUCCESS',
  canceled: 'CANCELED_CUSTOMER',
};

export const intentView = (row: IntentRow, publicUrl: string) => ({
  id: row.id,
  object: 'payment_intent',
  status: row.gateway === 'paysafecard' ? (VOUCHER_STATUS[row.status] ?? row.status) : row.status,
  amount: Number(row.amount),
  currency: row.currency.toLowerCase(),
  payment_method: row.payment_method,
  client_secret: `${row.id}_secret`,
  ...(row.status === 'requires_action'
    ? {
        next_action: { redirect_to_url: { url: approvalPage(publicUrl, row.id) } },
        redirect_url: approvalPage(publicUrl, row.id),
        ...(row.gateway === 'paysafecard'
          ? { redirect: { auth_url: approvalPage(publicUrl, row.id) } }
          : {}),
      }
    : {}),
});
