import type { IncomingMessage } from 'node:http';
import type { OrderResponseBody } from '@paypal/paypal-js';
import { ZERO_DECIMAL_CURRENCIES } from '@domain';
import { HttpError } from '../../backend/errors';
import type { ErrorShape } from '../../backend/errors';
import { PAYMENT_SETTINGS } from '../storefront/settings';
import type { IntentRow } from '../payments/intents';
import { TEST_BUYER, addressLine } from './paypal-buyer';
import type { BuyerAddress } from './paypal-buyer';

/** The client ids the demo's payment settings hand to the browser. */
const CLIENT_IDS: ReadonlySet<string> = new Set([PAYMENT_SETTINGS.paypal.client_id]);

export const isClientId = (id: string | null | undefined): boolean => !!id && CLIENT_IDS.has(id);

const NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  404: 'RESOURCE_NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  413: 'INVALID_REQUEST',
  422: 'UNPROCESSABLE_ENTITY',
};

/** PayPal's REST error: `{ name, message, debug_id, details: [{ issue, description }] }`. */
export const paypalError = (status: number, description: string, issue: string) =>
  new HttpError(
    status,
    {
      name: NAMES[status] ?? 'INTERNAL_SERVER_ERROR',
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : description,
      debug_id: `standin${status}`,
      details: [{ issue: issue.toUpperCase(), description }],
    },
    description,
  );

/** The same shape for the router and the input boundary. */
export const paypalShape: ErrorShape = (status, message, code) =>
  paypalError(status, message, code);

/** PayPal's API takes the client's token as a Bearer; the stand-in's token is the client id. */
export function authorise(req: IncomingMessage): void {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!isClientId(token)) {
    throw paypalError(
      401,
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      'invalid_client',
    );
  }
}

/** A PayPal order as the vault keeps it: an intent, and the buyer's decision once approved. */
export type OrderRow = IntentRow & { readonly created_at: Date | string };

/** The vault's statuses in PayPal's words: approved is authorisable, so the store takes it. */
const STATUS = {
  requires_action: 'CREATED',
  requires_capture: 'APPROVED',
  succeeded: 'COMPLETED',
  canceled: 'VOIDED',
} as const;

export const orderStatus = (status: string) =>
  STATUS[status as keyof typeof STATUS] ?? ('CREATED' as const);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 300) : undefined;

/** The id of the address the merchant gave with the order, among the buyer's own. */
export const SHOP_ADDRESS = 'shop';

/** The address the merchant sent with the order (as the vault kept it), if a usable one. */
function providedAddress(order: Record<string, unknown>): BuyerAddress | undefined {
  const shipping = record(order.shipping);
  const address = record(shipping.address);
  const country = text(address.country_code);
  const line = text(address.address_line_1);
  if (!country || !/^[A-Z]{2}$/.test(country) || !line) return undefined;
  const optional = (key: string) => {
    const value = text(address[key]);
    return value ? { [key]: value } : {};
  };
  return {
    id: SHOP_ADDRESS,
    full_name: text(record(shipping.name).full_name) ?? '',
    address: {
      address_line_1: line,
      ...optional('address_line_2'),
      ...optional('admin_area_2'),
      ...optional('admin_area_1'),
      ...optional('postal_code'),
      country_code: country,
    },
  };
}

/** What the order says about shipping: PayPal's preference and the addresses to choose from. */
export function shippingTerms(row: OrderRow) {
  const order = record(row.data.order);
  const preference = text(order.shipping_preference) ?? 'GET_FROM_FILE';
  const provided = providedAddress(order);
  const addresses: readonly BuyerAddress[] =
    preference === 'NO_SHIPPING'
      ? []
      : preference === 'SET_PROVIDED_ADDRESS'
        ? provided
          ? [provided]
          : []
        : [...(provided ? [provided] : []), ...TEST_BUYER.addresses];
  return { preference, provided, addresses };
}

/** The buyer's decision on the paysheet, once approved: the address chosen, if it ships. */
function chosenAddress(row: OrderRow): BuyerAddress | undefined {
  const id = record(row.data.paypal).shipping_address_id;
  return shippingTerms(row).addresses.find((entry) => entry.id === id);
}

const approved = (row: OrderRow) => record(row.data.paypal).payer_id === TEST_BUYER.payer_id;

function amountOf(row: OrderRow) {
  const minor = Number(row.amount);
  const value = ZERO_DECIMAL_CURRENCIES.has(row.currency)
    ? String(minor)
    : (minor / 100).toFixed(2);
  return { currency_code: row.currency, value };
}

/**
 * GET /v2/checkout/orders/{id}: amount and status; the shipping the merchant gave, or once
 * approved the one the buyer chose; and once approved the payer.
 */
export function orderView(row: OrderRow, publicUrl: string): OrderResponseBody {
  const terms = shippingTerms(row);
  const shipping = approved(row)
    ? chosenAddress(row)
    : terms.preference === 'NO_SHIPPING'
      ? undefined
      : terms.provided;
  return {
    id: row.id,
    status: orderStatus(row.status),
    create_time: new Date(row.created_at).toISOString(),
    purchase_units: [
      {
        reference_id: 'default',
        amount: amountOf(row),
        ...(shipping
          ? { shipping: { name: { full_name: shipping.full_name }, address: shipping.address } }
          : {}),
      },
    ],
    ...(approved(row)
      ? {
          payer: {
            payer_id: TEST_BUYER.payer_id,
            email_address: TEST_BUYER.email_address,
            name: TEST_BUYER.name,
            // What PayPal shares of the payer's address unless the merchant asks for more.
            address: { country_code: TEST_BUYER.address.country_code },
          },
        }
      : {}),
    links: [
      {
        href: `${publicUrl}/providers/paypal/v2/checkout/orders/${encodeURIComponent(row.id)}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
}

/**
 * GET /checkoutnow/{id}: what PayPal's checkout page shows for an order (PayPal renders it on
 * its own side; the stand-in's paysheet reads it here): the buyer signed in, the amount, and
 * the addresses to ship to, the merchant's first.
 */
export function checkoutView(row: OrderRow) {
  const terms = shippingTerms(row);
  return {
    id: row.id,
    status: orderStatus(row.status),
    amount: amountOf(row),
    shipping_preference: terms.preference,
    payer: {
      payer_id: TEST_BUYER.payer_id,
      email_address: TEST_BUYER.email_address,
      name: TEST_BUYER.name,
    },
    addresses: terms.addresses.map((entry) => ({
      id: entry.id,
      label: addressLine(entry),
      address: entry.address,
    })),
  };
}
