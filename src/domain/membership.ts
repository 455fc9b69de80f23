/** Paid plans, lowest first (SPEC point 1). */
export const PLANS = ['supporter', 'member', 'smashing'] as const;
export type Plan = (typeof PLANS)[number];
export type Interval = 'monthly' | 'yearly';

/** Each plan's name as readers see it. */
export const PLAN_NAMES: Readonly<Record<Plan, string>> = {
  supporter: 'Supporter',
  member: 'Member',
  smashing: 'Smashing',
};

/** Member discount per plan, in percent (SPEC point 9). */
export const PLAN_DISCOUNT_PERCENT: Readonly<Record<Plan, number>> = {
  supporter: 3,
  member: 5,
  smashing: 10,
};

export const isPlan = (value: unknown): value is Plan =>
  (PLANS as readonly unknown[]).includes(value);

/** The plan of a user record: app_metadata.subscription.plan, else its plan field. */
export function planOf(user: unknown): Plan | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const record = user as { app_metadata?: { subscription?: { plan?: unknown } }; plan?: unknown };
  const plan = record.app_metadata?.subscription?.plan ?? record.plan;
  return isPlan(plan) ? plan : undefined;
}

/** Any paid plan makes a member: discounts, no ads (SPEC point 6). */
export const isMember = (user: unknown): boolean => planOf(user) !== undefined;

/** A price with the plan's member discount, in whole cents. */
export const memberPriceCents = (priceCents: number, plan: Plan | undefined): number =>
  plan ? Math.round(priceCents * (1 - PLAN_DISCOUNT_PERCENT[plan] / 100)) : priceCents;

/** The member promotion a plan brings to the cart: a discount of type 'promo-{id}'. */
export interface MemberPromotion {
  readonly id: string;
  readonly type: string;
  readonly plan: Plan;
  readonly percent: number;
}

export const memberPromotion = (plan: Plan | undefined): MemberPromotion | undefined =>
  plan && {
    id: `member-${plan}`,
    type: `promo-member-${plan}`,
    plan,
    percent: PLAN_DISCOUNT_PERCENT[plan],
  };

/** Each cart line's member discount, in cents. */
export function memberDiscounts(
  items: readonly { readonly sku: string; readonly priceTotal: number }[],
  plan: Plan | undefined,
): { sku: string; amount: number }[] {
  if (!plan) return [];
  return items.map(({ sku, priceTotal }) => ({
    sku,
    amount: priceTotal - memberPriceCents(priceTotal, plan),
  }));
}

/** The sum of the member discounts, in cents. */
export const memberTotalDiscount = (
  items: readonly { readonly sku: string; readonly priceTotal: number }[],
  plan: Plan | undefined,
): number => memberDiscounts(items, plan).reduce((sum, d) => sum + d.amount, 0);

/** The flag a plan change sets (SPEC point 4). */
export type PlanChange = 'upgraded' | 'downgraded' | 'updated' | 'renewed' | 'subscribed';

export interface PlanChoice {
  readonly plan: Plan;
  readonly interval: Interval;
}
