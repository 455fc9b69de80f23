/** Paid plans, lowest first (SPEC point 1). */
export const PLANS = ['supporter', 'member', 'smashing'] as const;
export type Plan = (typeof PLANS)[number];
export type Interval = 'monthly' | 'yearly';

/** Member discount per plan, in percent (SPEC point 9). */
export const PLAN_DISCOUNT_PERCENT: Readonly<Record<Plan, number>> = {
  supporter: 3,
  member: 5,
  smashing: 10,
};

/** Prices per plan and interval, in USD (SPEC point 9). */
export const PLAN_PRICES: Readonly<Record<Plan, Readonly<Record<Interval, number>>>> = {
  supporter: { monthly: 3, yearly: 30 },
  member: { monthly: 5, yearly: 50 },
  smashing: { monthly: 9, yearly: 99 },
};

/** One comparison lists the yearly smashing plan at 90; both readings stand (SPEC point 9). */
export const SMASHING_YEARLY_COMPARISON_PRICE = 90;
/** The student offer: the smashing plan for a year (SPEC point 9). */
export const STUDENT_SMASHING_YEARLY_PRICE = 30;
/** Smashing is the special tier. */
export const SPECIAL_PLAN: Plan = 'smashing';

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

/** The price of a choice, the student offer included. */
export const priceOf = (choice: PlanChoice & { readonly student?: boolean }): number =>
  choice.student && choice.plan === 'smashing' && choice.interval === 'yearly'
    ? STUDENT_SMASHING_YEARLY_PRICE
    : PLAN_PRICES[choice.plan][choice.interval];

/**
 * From the old subscription to the new one: no old one subscribes; the same plan and interval
 * renews; otherwise the yearly-equivalent price decides up or down, and an equal price updates.
 */
export function planChangeFlag(previous: PlanChoice | undefined, next: PlanChoice): PlanChange {
  if (!previous) return 'subscribed';
  if (previous.plan === next.plan && previous.interval === next.interval) return 'renewed';
  const yearly = (c: PlanChoice) => (c.interval === 'yearly' ? priceOf(c) : priceOf(c) * 12);
  const before = yearly(previous);
  const after = yearly(next);
  if (after > before) return 'upgraded';
  if (after < before) return 'downgraded';
  return 'updated';
}
