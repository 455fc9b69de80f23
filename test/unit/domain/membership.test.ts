import { describe, expect, it } from 'vitest';
import * as ms from '@domain';

describe('plans (SPEC point 9)', () => {
  it.each([
    ['supporter', 3, 3, 30],
    ['member', 5, 5, 50],
    ['smashing', 10, 9, 99],
  ] as const)('%s: %s %%, %s/month, %s/year', (plan, discount, monthly, yearly) => {
    expect(ms.PLAN_DISCOUNT_PERCENT[plan]).toBe(discount);
    expect(ms.PLAN_PRICES[plan]).toEqual({ monthly, yearly });
  });

  it('both readings of the yearly smashing price, the student plan and the special tier', () => {
    expect([
      ms.SMASHING_YEARLY_COMPARISON_PRICE,
      ms.STUDENT_SMASHING_YEARLY_PRICE,
      ms.SPECIAL_PLAN,
    ]).toEqual([90, 30, 'smashing']);
    expect(ms.priceOf({ plan: 'smashing', interval: 'yearly', student: true })).toBe(30);
    expect(ms.priceOf({ plan: 'member', interval: 'yearly', student: true })).toBe(50);
  });

  it.each([
    [{ app_metadata: { subscription: { plan: 'member', type: 'yearly' } } }, 'member', true],
    [{ plan: 'smashing' }, 'smashing', true],
    [{ app_metadata: { subscription: { plan: 'gold' } } }, undefined, false],
    [{ app_metadata: {} }, undefined, false],
    [null, undefined, false],
    ['reader', undefined, false],
  ])('%j', (user, plan, member) => {
    expect(ms.planOf(user)).toBe(plan);
    expect(ms.isMember(user)).toBe(member);
  });
});

describe('member discounts (SPEC point 6)', () => {
  const items = [
    { sku: 'smashing-book-7', priceTotal: 4400 },
    { sku: 'inclusive-components', priceTotal: 1900 },
  ];
  it.each([
    ['supporter', 4268, [132, 57], 189],
    ['member', 4180, [220, 95], 315],
    ['smashing', 3960, [440, 190], 630],
    [undefined, 4400, [], 0],
  ] as const)('%s', (plan, price, amounts, total) => {
    expect(ms.memberPriceCents(4400, plan)).toBe(price);
    expect(ms.memberDiscounts(items, plan).map((d) => d.amount)).toEqual(amounts);
    expect(ms.memberTotalDiscount(items, plan)).toBe(total);
  });

  it('a plan brings a promotion of type promo-{id}', () => {
    expect(ms.memberPromotion('member')).toEqual({
      id: 'member-member',
      type: 'promo-member-member',
      plan: 'member',
      percent: 5,
    });
    expect(ms.memberPromotion(undefined)).toBeUndefined();
  });
});

/** A plan choice by its name and interval. */
const plan = ([name, interval]: readonly [ms.PlanChoice['plan'], ms.PlanChoice['interval']]) => ({
  plan: name,
  interval,
});

describe('plan change flag (SPEC point 4)', () => {
  it.each([
    [undefined, ['member', 'monthly'], 'subscribed'],
    [['member', 'yearly'], ['member', 'yearly'], 'renewed'],
    [['supporter', 'monthly'], ['smashing', 'monthly'], 'upgraded'],
    [['smashing', 'yearly'], ['member', 'yearly'], 'downgraded'],
    [['member', 'monthly'], ['member', 'yearly'], 'downgraded'],
    [['supporter', 'yearly'], ['supporter', 'monthly'], 'upgraded'],
    [['member', 'yearly'], ['supporter', 'monthly'], 'downgraded'],
  ] as const)('%j -> %j', (from, to, flag) =>
    expect(ms.planChangeFlag(from && plan(from), plan(to))).toBe(flag),
  );

  it('an equal price is an update', () => {
    // 5/month = 60/year against a yearly plan priced 60 would be equal; use the student offer
    // against the supporter yearly plan (both 30).
    expect(
      ms.planChangeFlag({ plan: 'supporter', interval: 'yearly' }, {
        plan: 'smashing',
        interval: 'yearly',
        student: true,
      } as ms.PlanChoice),
    ).toBe('updated');
  });
});

describe('a plan beside a member’s own (the plans page)', () => {
  it.each([
    ['member', 'smashing', 'upgrade'],
    ['member', 'supporter', 'downgrade'],
    ['supporter', 'member', 'upgrade'],
    ['smashing', 'supporter', 'downgrade'],
  ] as const)('from %s, %s is an %s', (own, other, step) =>
    expect(ms.planStep(own, other)).toBe(step),
  );
});
