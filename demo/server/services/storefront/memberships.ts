import { expectRow } from '../../backend/db';
import type { Db } from '../../backend/db';
import { storeError } from '../../backend/http';
import {
  ALREADY_SUBSCRIBED,
  CARD_DECLINED,
  CARD_NEEDS_AUTHENTICATION,
  STUDENT_EMAIL_REQUIRED,
  SUBSCRIPTION_CARD_REQUIRED,
  SUBSCRIPTION_LOGIN_REQUIRED,
  isAcademicEmail,
  parseMembershipPlanId,
} from '@domain';
import type { MembershipChoice } from '@domain';
import type { AccountRow } from './accounts';
import { cardOf } from './cards';
import { findProduct } from './store';
import { newId } from '../../backend/ids';

/** A subscription as stored (040_storefront.sql, 070_memberships.sql). */
export interface SubscriptionRow {
  readonly id: string;
  readonly account_id: string;
  readonly product_id: string;
  readonly plan_id: string;
  readonly interval: string | null;
  readonly status: string;
  readonly items: { id: string; product_id: string; quantity: number }[];
  readonly options: Record<string, unknown>;
  readonly card_id: string | null;
  readonly order_id: string | null;
  readonly date_period_end: Date | string | null;
  readonly canceled_at: Date | string | null;
  readonly created_at: Date | string;
}

type Card = { id: string; token?: unknown; [field: string]: unknown };

export interface PricedPlan {
  readonly productId: string;
  readonly productName: string;
  readonly sku: string;
  readonly planId: string;
  readonly planName: string;
  readonly price: number;
  readonly choice: MembershipChoice;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** What the API shows of a subscription: the card as a receipt shows it, never its token. */
export function subscriptionView(s: SubscriptionRow, cards: readonly Card[], plan?: PricedPlan) {
  const card = cards.find((c) => c.id === s.card_id);
  return {
    id: s.id,
    product_id: s.product_id,
    product_name: plan?.productName ?? null,
    plan_id: s.plan_id,
    plan_name: plan?.planName ?? null,
    interval: s.interval ?? plan?.choice.interval ?? null,
    price: plan?.price ?? null,
    currency: 'USD',
    status: s.status,
    active: s.status === 'active' || s.status === 'canceled',
    canceled: s.status === 'canceled',
    cancel_at_end: s.status === 'canceled',
    date_canceled: iso(s.canceled_at),
    date_period_end: iso(s.date_period_end),
    date_created: iso(s.created_at),
    order_id: s.order_id,
    card: card ? { ...card, token: undefined } : null,
    items: s.items,
    options: s.options,
  };
}

/** A membership product's purchase plan, priced by the store; anything else is refused. */
export async function pricedPlan(db: Db, productId: string, planId: string): Promise<PricedPlan> {
  const product = await findProduct(db, productId);
  const plan = product?.purchase_options.subscription?.plans?.find((p) => p.id === planId);
  const choice = parseMembershipPlanId(planId);
  if (!product || !plan || !choice || product.type !== 'membership') {
    throw storeError(400, `Unknown plan: ${planId}`, 'invalid', 'plan_id');
  }
  return {
    productId: product.id,
    productName: product.name,
    sku: product.sku,
    planId,
    planName: plan.name ?? planId,
    price: plan.price,
    choice,
  };
}

/** The account's email as the identity service knows it, confirmed: who the plan goes to. */
export async function checkSubscriber(db: Db, account: AccountRow, plan: PricedPlan) {
  const [user] = await db.query<{ id: string }>(
    `SELECT id FROM identity_users WHERE lower(email) = lower($1) AND confirmed_at IS NOT NULL`,
    [account.email],
  );
  if (!account.email_verified_at || !user) {
    throw storeError(403, SUBSCRIPTION_LOGIN_REQUIRED, 'unauthorized');
  }
  if (plan.choice.student && !isAcademicEmail(account.email)) {
    throw storeError(403, STUDENT_EMAIL_REQUIRED, 'student_email_required', 'plan_id');
  }
}

/** The subscription that still gives the account its plan (active, or cancelled but paid). */
export async function liveSubscription(tx: Db, accountId: string, now: Date) {
  const [row] = await tx.query<SubscriptionRow>(
    `SELECT * FROM subscriptions WHERE account_id = $1
       AND (status = 'active' OR (status = 'canceled' AND date_period_end > $2))
     ORDER BY created_at DESC LIMIT 1`,
    [accountId, now],
  );
  return row;
}

export const alreadySubscribed = () => storeError(409, ALREADY_SUBSCRIBED, 'already_exists');

/**
 * The card a charge uses: a new vault token (kept on the account, its default if it had
 * none), else the card named, else the subscription's, else the account's default. Runs in
 * the caller's transaction with the account row locked.
 */
export async function payingCard(
  tx: Db,
  accountId: string,
  wanted: { token?: string; cardId?: string | null },
): Promise<Card> {
  const [row] = await tx.query<{ cards: Card[]; default_card_id: string | null }>(
    'SELECT cards, default_card_id FROM store_accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  const { cards, default_card_id } = expectRow(row);
  if (wanted.token) {
    const known = cards.find((c) => c.token === wanted.token);
    if (known) return known;
    const card: Card = { id: newId('card', 6), ...(await cardOf(tx, wanted.token)) };
    await tx.query(
      `UPDATE store_accounts SET cards = $2, default_card_id = COALESCE(default_card_id, $3)
       WHERE id = $1`,
      [accountId, JSON.stringify([...cards, card]), card.id],
    );
    return card;
  }
  const card =
    cards.find((c) => c.id === wanted.cardId) ?? cards.find((c) => c.id === default_card_id);
  if (!card) throw storeError(402, SUBSCRIPTION_CARD_REQUIRED, 'payment_required', 'billing');
  return card;
}

/** Charges a card the vault knows, as the store charges a token without an intent. */
export async function chargeCard(tx: Db, card: Card): Promise<void> {
  const [token] = await tx.query<{ behaviour: string }>(
    'SELECT behaviour FROM vault_tokens WHERE token = $1',
    [String(card.token ?? '')],
  );
  if (!token) throw storeError(402, SUBSCRIPTION_CARD_REQUIRED, 'invalid_card', 'billing.card');
  if (token.behaviour === 'declined') throw storeError(402, CARD_DECLINED, 'card_declined');
  // A plan is charged without the member at hand: a card that wants its bank's approval
  // every time cannot pay one.
  if (token.behaviour === '3ds') {
    throw storeError(402, CARD_NEEDS_AUTHENTICATION, 'authentication_required');
  }
}

/** The charge as an order of the account (the plan's invoice), paid; its id. */
export async function invoice(
  tx: Db,
  account: AccountRow,
  plan: PricedPlan,
  amount: number,
  billing: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<string> {
  const id = newId('ord', 8);
  const [drawn] = await tx.query<{ number: string }>(
    "SELECT nextval('order_numbers')::text AS number",
  );
  const item = {
    id: newId('item', 6),
    product_id: plan.productId,
    sku: plan.sku,
    name: `${plan.productName} (${plan.planName})`,
    type: 'membership',
    quantity: 1,
    price: amount,
    price_total: amount,
    discount_total: 0,
    purchase_option: { type: 'subscription', plan_id: plan.planId },
  };
  await tx.query(
    `INSERT INTO orders (id, number, account_id, email, items, currency, sub_total,
       grand_total, billing, status, paid, created_at)
     VALUES ($1, $2, $3, $4, $5, 'USD', $6, $6, $7, 'complete', true, $8)`,
    [
      id,
      expectRow(drawn).number,
      account.id,
      account.email,
      JSON.stringify([item]),
      amount,
      JSON.stringify(billing),
      now,
    ],
  );
  return id;
}

/** The end of a period that starts `from` for an interval. */
export function periodEnd(from: Date, interval: string): Date {
  const end = new Date(from);
  if (interval === 'monthly') end.setMonth(end.getMonth() + 1);
  else end.setFullYear(end.getFullYear() + 1);
  return end;
}

/**
 * The plan the identity service puts in the member's token (app_metadata.subscription): what
 * hides ads and prices the cart. The store and the identity service share the database here;
 * in production the store's webhook writes it.
 */
export async function syncIdentityPlan(tx: Db, email: string, s: SubscriptionRow): Promise<void> {
  const choice = parseMembershipPlanId(s.plan_id);
  if (!choice) return;
  const subscription = {
    plan: choice.plan,
    type: choice.interval,
    ...(choice.student && { student: true }),
    renews_at: iso(s.date_period_end),
    ...(s.status === 'canceled' && { cancel_at_end: true }),
  };
  await tx.query(
    `UPDATE identity_users SET app_metadata = jsonb_set(app_metadata, '{subscription}', $2::jsonb)
     WHERE lower(email) = lower($1) AND confirmed_at IS NOT NULL`,
    [email, JSON.stringify(subscription)],
  );
}

/** The account's cards as they are now (a subscription's view names its card). */
export const accountCards = async (db: Db, accountId: string): Promise<Card[]> =>
  (
    await db.query<{ cards: Card[] }>('SELECT cards FROM store_accounts WHERE id = $1', [accountId])
  )[0]?.cards ?? [];
