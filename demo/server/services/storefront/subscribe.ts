import { expectRow } from '../../backend/db';
import type { Db } from '../../backend/db';
import type { BackendDeps } from '../../backend/deps';
import { storeError } from '../../backend/http';
import { changeCharge, isPlan, membershipProductId, parseMembershipPlanId } from '@domain';
import type { AccountRow } from './accounts';
import {
  accountCards,
  alreadySubscribed,
  chargeCard,
  checkSubscriber,
  invoice,
  liveSubscription,
  payingCard,
  periodEnd,
  pricedPlan,
  subscriptionView,
  syncIdentityPlan,
} from './memberships';
import type { PricedPlan, SubscriptionRow } from './memberships';
import { newId } from '../../backend/ids';
import { paypalBilling, takePayPalOrder } from './plan-paypal';

interface Billing {
  readonly card?: { readonly token: string } | null;
  readonly account_card_id?: string;
  readonly paypal?: { readonly order_id: string };
}

/** Charges `amount` (if any) and writes the invoice; the card it used. */
async function pay(
  tx: Db,
  account: AccountRow,
  plan: PricedPlan,
  amount: number,
  card: { token?: string | undefined; cardId?: string | null | undefined },
  now: Date,
) {
  const paying = await payingCard(tx, account.id, card);
  if (amount <= 0) return { card: paying, orderId: null };
  await chargeCard(tx, paying);
  const billing = { method: 'card', card: { ...paying, token: undefined } };
  return { card: paying, orderId: await invoice(tx, account, plan, amount, billing, now) };
}

/** Pays `amount` with an approved PayPal order and writes the invoice; no card is kept. */
async function payWithPayPal(
  tx: Db,
  account: AccountRow,
  plan: PricedPlan,
  orderId: string,
  now: Date,
) {
  const order = await takePayPalOrder(tx, orderId, plan.price);
  const invoiceId = await invoice(tx, account, plan, plan.price, paypalBilling(orderId), now);
  await order.paid(invoiceId);
  return { card: { id: null }, orderId: invoiceId };
}

const answer = async (tx: Db, row: SubscriptionRow | undefined, plan: PricedPlan) => {
  const written = expectRow(row);
  return subscriptionView(written, await accountCards(tx, written.account_id), plan);
};

/**
 * POST /subscriptions: a plan for a logged-in member, paid at once with a new card or one of
 * theirs; the plan goes into the member's identity at once (ads off, member prices).
 */
export async function subscribe(
  deps: BackendDeps,
  account: AccountRow,
  input: { product_id: string; plan_id: string; billing?: Billing },
) {
  const plan = await pricedPlan(deps.db, input.product_id, input.plan_id);
  await checkSubscriber(deps.db, account, plan);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // The account row is locked first: two subscribe calls at once take turns here.
    await tx.query('SELECT id FROM store_accounts WHERE id = $1 FOR UPDATE', [account.id]);
    if (await liveSubscription(tx, account.id, now)) throw alreadySubscribed();
    const paypalOrder = input.billing?.paypal?.order_id;
    const paid = paypalOrder
      ? await payWithPayPal(tx, account, plan, paypalOrder, now)
      : await pay(
          tx,
          account,
          plan,
          plan.price,
          { token: input.billing?.card?.token, cardId: input.billing?.account_card_id },
          now,
        );
    const [row] = await tx.query<SubscriptionRow>(
      `INSERT INTO subscriptions (id, account_id, product_id, plan_id, interval, card_id,
         order_id, date_period_end, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        newId('sub', 8),
        account.id,
        plan.productId,
        plan.planId,
        plan.choice.interval,
        paid.card.id,
        paid.orderId,
        periodEnd(now, plan.choice.interval),
        now,
      ],
    );
    await syncIdentityPlan(tx, account.email, expectRow(row));
    return answer(tx, row, plan);
  });
}

/**
 * PUT /subscriptions/{id}: another plan or interval (charged the new price less what is left
 * of the paid period, a new period from now), a cancellation (the plan stays to the end of
 * the paid period), or a renewal of a cancelled plan (free within the paid period, else a new
 * one charged). Runs with the subscription row locked.
 */
export async function changeSubscription(
  deps: BackendDeps,
  tx: Db,
  account: AccountRow,
  current: SubscriptionRow,
  patch: { product_id?: string; plan_id?: string; canceled?: boolean; billing?: Billing },
) {
  const now = deps.now();
  const target = patch.plan_id ?? current.plan_id;
  const choice = parseMembershipPlanId(target);
  const productId =
    patch.product_id ?? (choice ? membershipProductId(choice.plan) : current.product_id);
  const plan = await pricedPlan(tx, productId, target);
  const old = await pricedPlan(tx, current.product_id, current.plan_id);
  const end = current.date_period_end ? new Date(current.date_period_end) : now;
  const running = end > now;
  const card = { token: patch.billing?.card?.token, cardId: patch.billing?.account_card_id };
  const write = async (fields: {
    status: string;
    periodEnd: Date;
    cardId: string | null;
    orderId: string | null;
  }) => {
    const [row] = await tx.query<SubscriptionRow>(
      `UPDATE subscriptions SET product_id = $2, plan_id = $3, interval = $4, status = $5,
         canceled_at = CASE WHEN $5 = 'canceled' THEN COALESCE(canceled_at, $6) END,
         date_period_end = $7, card_id = COALESCE($8, card_id), order_id = COALESCE($9, order_id)
       WHERE id = $1 RETURNING *`,
      [
        current.id,
        plan.productId,
        plan.planId,
        plan.choice.interval,
        fields.status,
        now,
        fields.periodEnd,
        fields.cardId,
        fields.orderId,
      ],
    );
    await syncIdentityPlan(tx, account.email, expectRow(row));
    return answer(tx, row, plan);
  };

  if (patch.canceled === true) {
    if (patch.plan_id && patch.plan_id !== current.plan_id) {
      throw storeError(400, 'Change the plan or cancel it, not both at once', 'invalid');
    }
    return write({ status: 'canceled', periodEnd: end, cardId: null, orderId: null });
  }
  const samePlan = plan.planId === current.plan_id;
  if (samePlan && running) {
    // A renewal within the paid period takes the cancellation back; nothing to pay.
    const paying = patch.billing ? await payingCard(tx, account.id, card) : undefined;
    return write({
      status: 'active',
      periodEnd: end,
      cardId: paying?.id ?? null,
      orderId: null,
    });
  }
  await checkSubscriber(tx, account, plan);
  const periodStart = new Date(end);
  // The period's start, from its end and interval: the credit is what is left of it.
  if (old.choice.interval === 'monthly') periodStart.setMonth(periodStart.getMonth() - 1);
  else periodStart.setFullYear(periodStart.getFullYear() - 1);
  const amount = running
    ? changeCharge(
        old.price,
        { start: periodStart.getTime(), end: end.getTime() },
        now.getTime(),
        plan.price,
      )
    : plan.price;
  const paid = await pay(
    tx,
    account,
    plan,
    amount,
    { ...card, cardId: card.cardId ?? current.card_id },
    now,
  );
  return write({
    status: 'active',
    periodEnd: periodEnd(now, plan.choice.interval),
    cardId: paid.card.id,
    orderId: paid.orderId,
  });
}

/**
 * A member whose plan the identity service knows (the demo's seeded members, plans bought
 * before the store kept them) gets it as a store subscription on first sight, so the plan
 * page can change it. No charge: it was paid.
 */
export async function adoptIdentityPlan(deps: BackendDeps, account: AccountRow): Promise<void> {
  if (!account.email_verified_at) return;
  const [user] = await deps.db.query<{ subscription: Record<string, unknown> | null }>(
    `SELECT app_metadata -> 'subscription' AS subscription FROM identity_users
     WHERE lower(email) = lower($1) AND confirmed_at IS NOT NULL`,
    [account.email],
  );
  const known = user?.subscription;
  if (!known || !isPlan(known.plan)) return;
  const interval = known.type === 'monthly' ? 'monthly' : 'yearly';
  const planId = known.student === true ? 'smashing-student' : `${known.plan}-${interval}`;
  const renews = typeof known.renews_at === 'string' ? new Date(known.renews_at) : undefined;
  const end = renews && !Number.isNaN(renews.getTime()) ? renews : periodEnd(deps.now(), interval);
  await deps.db.query(
    `INSERT INTO subscriptions (id, account_id, product_id, plan_id, interval, status,
       date_period_end, canceled_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
     WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE account_id = $2)
     ON CONFLICT DO NOTHING`,
    [
      newId('sub', 8),
      account.id,
      membershipProductId(known.plan),
      planId,
      interval,
      known.cancel_at_end === true ? 'canceled' : 'active',
      end,
      known.cancel_at_end === true ? deps.now() : null,
    ],
  );
}
