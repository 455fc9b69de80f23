import type { PaymentIntent, PaymentMethod } from '@stripe/stripe-js';
import type { ProviderBrand } from '../../../providers/stripe/card-rules';
import { approvalPage } from '../payments/approval-page';
import type { IntentRow } from '../payments/intents';

/** What a payment method is made of: only what a receipt may show, and the billing details. */
export interface MethodParts {
  readonly id: string;
  readonly brand: ProviderBrand;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly billing: Billing | undefined;
  readonly created: Date;
}

export interface Billing {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly address?: Partial<Record<AddressField, string | null>> | null;
}

type AddressField = 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country';

const DISPLAY_BRANDS: Readonly<Record<ProviderBrand, string>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'american_express',
  discover: 'discover',
  diners: 'diners_club',
  jcb: 'jcb',
  unionpay: 'union_pay',
  unknown: 'other',
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A payment method as the provider's API answers it (test mode, nothing else kept). */
export function paymentMethodView(parts: MethodParts): PaymentMethod {
  const address = parts.billing?.address;
  const field = (name: AddressField) => address?.[name] ?? null;
  return {
    id: parts.id,
    object: 'payment_method',
    type: 'card',
    allow_redisplay: 'unspecified',
    billing_details: {
      name: parts.billing?.name ?? null,
      email: parts.billing?.email ?? null,
      phone: parts.billing?.phone ?? null,
      address: address
        ? {
            line1: field('line1'),
            line2: field('line2'),
            city: field('city'),
            state: field('state'),
            postal_code: field('postal_code'),
            country: field('country'),
          }
        : null,
    },
    card: {
      brand: parts.brand,
      display_brand: DISPLAY_BRANDS[parts.brand],
      last4: parts.last4,
      exp_month: parts.exp_month,
      exp_year: parts.exp_year,
      funding: 'credit',
      country: null,
      // Test mode checks what was given and passes it; what was not given is not checked.
      checks: {
        address_line1_check: field('line1') ? 'pass' : null,
        address_postal_code_check: field('postal_code') ? 'pass' : null,
        cvc_check: 'pass',
      },
      networks: { preferred: null, available: [parts.brand] },
      regulated_status: null,
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: seconds(parts.created),
    customer: null,
    livemode: false,
    metadata: {},
  };
}

const STATUSES: ReadonlySet<string> = new Set<PaymentIntent.Status>([
  'canceled',
  'processing',
  'requires_action',
  'requires_capture',
  'requires_confirmation',
  'requires_payment_method',
  'succeeded',
]);

export type IntentRecord = IntentRow & { readonly created_at: Date | string };

export const clientSecretOf = (id: string) => `${id}_secret`;

/** A vault intent as the provider's API answers it; 3-D Secure is the approval page. */
export function paymentIntentView(row: IntentRecord, publicUrl: string): PaymentIntent {
  const status = STATUSES.has(row.status)
    ? (row.status as PaymentIntent.Status)
    : 'requires_payment_method';
  const returnUrl = typeof row.data.return_url === 'string' ? row.data.return_url : null;
  const created = seconds(new Date(row.created_at));
  return {
    id: row.id,
    object: 'payment_intent',
    amount: Number(row.amount),
    currency: row.currency.toLowerCase(),
    status,
    client_secret: clientSecretOf(row.id),
    // The store authorises and captures later, always (SPEC point 4).
    capture_method: 'manual',
    confirmation_method: 'automatic',
    payment_method: row.payment_method,
    payment_method_types: ['card'],
    next_action:
      status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: approvalPage(publicUrl, row.id), return_url: returnUrl },
          }
        : null,
    last_payment_error: null,
    canceled_at: status === 'canceled' ? created : null,
    cancellation_reason: null,
    created,
    description: null,
    livemode: false,
    receipt_email: null,
    setup_future_usage: null,
    shipping: null,
  };
}
