// Apart from membership.ts, which the reader's state carries on every page: prices and plan
// changes are read by the plan widgets only.
import { PLANS } from './membership';
import type { Interval, Plan, PlanChange, PlanChoice } from './membership';

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

/** Which way another plan lies from a member's own: up or down the plans' order (SPEC point 9). */
export const planStep = (own: Plan, other: Plan): 'upgrade' | 'downgrade' =>
  PLANS.indexOf(other) > PLANS.indexOf(own) ? 'upgrade' : 'downgrade';
