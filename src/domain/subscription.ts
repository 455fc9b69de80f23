import { PLAN_DISCOUNT_PERCENT, isPlan } from './membership';
import { priceOf } from './plan-prices';
import type { Interval, Plan, PlanChoice } from './membership';

/** A plan choice as the store names it: `{plan}-{interval}`, the student offer `smashing-student`. */
export interface MembershipChoice extends PlanChoice {
  readonly student: boolean;
}

export const STUDENT_PLAN_ID = 'smashing-student';

/** The store's product of a plan (one product per plan, its purchase plans per interval). */
export const membershipProductId = (plan: Plan): string => `prod-membership-${plan}`;

/** The store's plan id of a choice. */
export const membershipPlanId = (choice: MembershipChoice): string =>
  choice.student ? STUDENT_PLAN_ID : `${choice.plan}-${choice.interval}`;

/** Reads a store plan id back into a choice; anything else is not a membership plan. */
export function parseMembershipPlanId(id: string): MembershipChoice | undefined {
  if (id === STUDENT_PLAN_ID) return { plan: 'smashing', interval: 'yearly', student: true };
  const match = /^([a-z]+)-(monthly|yearly)$/.exec(id);
  if (!match || !isPlan(match[1])) return undefined;
  return { plan: match[1], interval: match[2] as Interval, student: false };
}

/** Reads a choice from a page address (?plan=member&interval=yearly&student=1). */
export function choiceFromSearch(search: string): MembershipChoice | undefined {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  if (!isPlan(plan)) return undefined;
  const student = params.get('student') === '1' && plan === 'smashing';
  const interval: Interval = student || params.get('interval') !== 'monthly' ? 'yearly' : 'monthly';
  return { plan, interval, student };
}

/** The address of the subscription checkout for a choice. */
export function subscribeHref(path: string, choice: MembershipChoice): string {
  const params = new URLSearchParams({ plan: choice.plan, interval: choice.interval });
  if (choice.student) params.set('student', '1');
  return `${path}?${params.toString()}`;
}

/** What a yearly plan saves against twelve monthly payments, in whole dollars. */
export const yearlySaving = (plan: Plan): number =>
  priceOf({ plan, interval: 'monthly' }) * 12 - priceOf({ plan, interval: 'yearly' });

/**
 * The student offer is for university addresses: a `.edu` domain or an academic second level
 * (`.ac.uk`, `.edu.au`), as universities are named the world over.
 */
export const isAcademicEmail = (email: string): boolean =>
  /@([a-z0-9-]+\.)*(edu|ac\.[a-z]{2}|edu\.[a-z]{2})$/i.test(email.trim());

/**
 * What a plan change costs now: the new plan's price less what is left of the paid period
 * (the old price in proportion to the days left), never below zero. A downgrade mid-period
 * costs nothing; the new period starts with the change.
 */
export function changeCharge(
  oldPrice: number,
  period: { readonly start: number; readonly end: number },
  now: number,
  newPrice: number,
): number {
  const length = period.end - period.start;
  const left = length > 0 ? Math.min(1, Math.max(0, (period.end - now) / length)) : 0;
  const credit = oldPrice * left;
  return Math.max(0, Math.round((newPrice - credit) * 100) / 100);
}

/** A plan's discount as the plan cards say it ("10 %"). */
export const discountLabel = (plan: Plan): string => `${PLAN_DISCOUNT_PERCENT[plan]} %`;
