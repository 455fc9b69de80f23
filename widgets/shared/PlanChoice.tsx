import type { ReactNode } from 'react';
import { PLANS, PLAN_DISCOUNT_PERCENT, PLAN_NAMES } from '../../src/domain/membership';
import { priceOf } from '../../src/domain/plan-prices';
import type { MembershipChoice } from '../../src/domain/subscription';
import { money } from './money';
import { RadioGroup } from './RadioGroup';

export const planTitle = (choice: MembershipChoice): string =>
  `${PLAN_NAMES[choice.plan]}${choice.student ? ' (student)' : ''}`;
export const planPrice = (choice: MembershipChoice): string =>
  `${money(priceOf(choice) * 100, 'USD')} a ${choice.interval === 'yearly' ? 'year' : 'month'}`;

const INTERVALS = ['monthly', 'yearly'] as const;
const PLAN_OPTIONS = PLANS.map((plan) => ({
  value: plan,
  label: `${PLAN_NAMES[plan]}: ${PLAN_DISCOUNT_PERCENT[plan]} % off, no ads`,
}));

/** Plan, interval and the student offer as radio groups: the choice the page came with. */
export function PlanChoice({
  choice,
  onChange,
  disabled,
}: {
  readonly choice: MembershipChoice;
  readonly onChange: (next: MembershipChoice) => void;
  readonly disabled?: boolean;
}): ReactNode {
  const intervals = INTERVALS.map((interval) => ({
    value: interval,
    label: `${interval === 'monthly' ? 'Monthly' : 'Yearly'}: ${money(priceOf({ plan: choice.plan, interval }) * 100, 'USD')}`,
  }));
  return (
    <div className="mw-plan-choice">
      <RadioGroup
        legend="Plan"
        name="mw-plan"
        options={PLAN_OPTIONS}
        value={choice.plan}
        onChange={(plan) =>
          onChange({ ...choice, plan, student: choice.student && plan === 'smashing' })
        }
        disabled={disabled}
      />
      <RadioGroup
        legend="Pay"
        name="mw-interval"
        options={intervals}
        value={choice.interval}
        onChange={(interval) => onChange({ ...choice, interval })}
        disabled={disabled || choice.student}
      />
      {choice.plan === 'smashing' && (
        <label className="mw-check">
          <input
            type="checkbox"
            checked={choice.student}
            disabled={disabled}
            onChange={(e) => onChange({ ...choice, student: e.target.checked, interval: 'yearly' })}
          />{' '}
          I am a student (yearly, {money(priceOf({ ...choice, student: true }) * 100, 'USD')},
          university email address)
        </label>
      )}
    </div>
  );
}
