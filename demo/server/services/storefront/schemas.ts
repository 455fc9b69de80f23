import { z } from 'zod';

// Storefront inputs. Unknown keys are stripped, never trusted: above all any price a client
// sends, since every amount is recomputed from the catalogue.

const options = z
  .union([
    z.array(z.object({ id: z.string().max(100), value: z.coerce.string().max(500) })).max(20),
    z.record(z.string().max(100), z.coerce.string().max(500)),
  ])
  .transform((value) =>
    Array.isArray(value) ? value : Object.entries(value).map(([id, v]) => ({ id, value: v })),
  );

const metadata = z.record(z.string().max(100), z.unknown());

/**
 * A count as a client writes it: a number, or its decimal digits ("3"). Never what
 * JavaScript's Number() would make of "0x10", "1e1", " " or [5] (16, 10, 0 and 5).
 */
const count = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z.number({ error: 'Expected a whole number' }).int('Expected a whole number').min(min).max(max),
  );

/** A cart's payment intents as JSON: an id per gateway and the amount authorised. */
export const MAX_INTENT_BYTES = 1024;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export const newItem = z.object({
  product_id: z.string().min(1).max(100),
  quantity: count(1, 999).default(1),
  options: options.optional(),
  variant_id: z.string().max(100).optional(),
  metadata: metadata.optional(),
  purchase_option: z
    .object({ type: z.enum(['standard', 'subscription']), plan_id: z.string().max(100).optional() })
    .optional(),
});
export type NewItem = z.infer<typeof newItem>;

export const itemPatch = z.object({
  quantity: count(0, 999),
  options: options.optional(),
  metadata: metadata.optional(),
});

/** PUT /cart/items takes the new list itself (SPEC point 7: `setItems([])` sends `[]`). */
export const itemList = z.array(newItem).max(100);

const text = z.string().max(500);
export const address = z
  .object({
    name: text,
    first_name: text,
    last_name: text,
    company: text,
    address1: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    country: z.string().max(2),
    phone: text,
  })
  .partial();

const card = z.object({ token: z.string().min(1).max(200) }).passthrough();

export const billing = address.extend({
  method: z.string().max(40).optional(),
  card: card.nullish(),
  // Kept on the cart as sent, so bounded: the cart is read and priced on every change.
  intent: z
    .record(z.string().max(40), z.object({ id: z.string().max(200) }).passthrough())
    .refine((intent) => bytes(intent) <= MAX_INTENT_BYTES, {
      message: `A payment intent's details are limited to ${MAX_INTENT_BYTES / 1024} KB`,
    })
    .nullish(),
  paypal: z
    .object({ order_id: z.string().max(200) })
    .partial()
    .nullish(),
  amazon: z
    .object({ checkout_session_id: z.string().max(200) })
    .partial()
    .nullish(),
});

export const cartPatch = z.object({
  items: z.array(newItem).max(100).optional(),
  account: z.object({ email: z.string().max(320).optional() }).nullish(),
  billing: billing.nullish(),
  shipping: address.extend({ service: z.string().max(100).nullish() }).nullish(),
  shipment_rating: z.null().optional(),
  metadata: metadata.nullish(),
  coupon_code: z.string().max(100).nullish(),
  currency: z.string().length(3).optional(),
});

export const couponBody = z.object({ code: z.string().min(1).max(100) });

export const newAccount = z.object({
  email: z.string().min(1).max(320),
  password: z.string().min(6).max(1024).optional(),
  first_name: text.optional(),
  last_name: text.optional(),
});

/** Swell's account update; billing.account_card_id names the default card (null: none). */
export const accountPatch = newAccount.partial().extend({
  billing: z
    .object({ account_card_id: z.string().min(1).max(100).nullable() })
    .partial()
    .optional(),
});

export const login = z.union([
  z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1024) }),
  z.object({ email: z.string().max(320).optional(), password_token: z.string().min(1).max(200) }),
]);

export const recover = z.object({
  email: z.string().min(1).max(320),
  reset_url: z.string().max(2000).optional(),
});

export const newCard = z.object({ token: z.string().min(1).max(200) });

export const sessionPatch = z
  .object({ locale: z.string().max(20), currency: z.string().length(3) })
  .partial();

/** How a plan is paid: a new vault token, one of the account's cards, or PayPal. */
const subscriptionBilling = z
  .object({
    method: z.enum(['card', 'paypal']),
    card: z.object({ token: z.string().min(1).max(200) }).nullable(),
    account_card_id: z.string().max(100),
    // An approved PayPal order (the wallet's billing, as on a cart).
    paypal: z.object({ order_id: z.string().min(1).max(100) }),
  })
  .partial();

export const newSubscription = z.object({
  product_id: z.string().min(1).max(100),
  plan_id: z.string().min(1).max(100),
  billing: subscriptionBilling.optional(),
});

export const subscriptionPatch = z
  .object({
    product_id: z.string().min(1).max(100),
    plan_id: z.string().min(1).max(100),
    canceled: z.boolean(),
    billing: subscriptionBilling,
  })
  .partial();

export const subscriptionItem = z.object({
  product_id: z.string().min(1).max(100),
  quantity: count(1, 99).default(1),
});
