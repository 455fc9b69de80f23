import type { OrderResponseBody, ShippingAddress } from '@paypal/paypal-js';
import type { Sdk } from './types';

/** PayPal's checkout page for an order: who is signed in, the amount, where it may ship. */
export interface CheckoutPage {
  readonly id: string;
  readonly amount: { readonly currency_code: string; readonly value: string };
  readonly shipping_preference: string;
  readonly payer: {
    readonly payer_id: string;
    readonly email_address: string;
    readonly name: { readonly given_name: string; readonly surname: string };
  };
  readonly addresses: readonly {
    readonly id: string;
    readonly label: string;
    readonly address: ShippingAddress;
  }[];
}

/** What the buyer decided on the paysheet: where it ships (when it ships). */
export interface Approval {
  readonly shipping_address_id?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal of PayPal's REST API (`{ name, message, details: [{ issue, description }] }`). */
function errorOf(body: unknown): Error {
  const detail = isRecord(body) && Array.isArray(body.details) ? body.details[0] : undefined;
  const description = isRecord(detail) ? detail.description : undefined;
  const message = isRecord(body) ? body.message : undefined;
  return new Error(
    typeof description === 'string'
      ? description
      : typeof message === 'string'
        ? message
        : 'An internal server error has occurred.',
  );
}

/** One call to the backend's stand-in of PayPal's API, with the client id as the token. */
async function call<T>(sdk: Sdk, method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${sdk.base}/providers/paypal/${path}`, {
      method,
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${sdk.clientId}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new Error('PayPal could not be reached. Please try again.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(json)) throw errorOf(json);
  return json as T;
}

/** GET /checkoutnow/{id}: what PayPal's checkout page shows for the order. */
export const getCheckout = (sdk: Sdk, id: string): Promise<CheckoutPage> =>
  call(sdk, 'GET', `checkoutnow/${encodeURIComponent(id)}`);

/** GET /v2/checkout/orders/{id}: the order as PayPal has it. */
export const getOrder = (sdk: Sdk, id: string): Promise<OrderResponseBody> =>
  call(sdk, 'GET', `v2/checkout/orders/${encodeURIComponent(id)}`);

/** The paysheet's approval (at PayPal it happens on its own page, not through the API). */
export const approveOrder = (
  sdk: Sdk,
  id: string,
  approval: Approval,
): Promise<OrderResponseBody> =>
  call(sdk, 'POST', `checkoutnow/${encodeURIComponent(id)}/approve`, approval);
