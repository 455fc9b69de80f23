import type { ReactNode } from 'react';
import { PLANS, PLAN_DISCOUNT_PERCENT, PLAN_NAMES } from '@domain/membership';
import { priceOf } from '@domain/plan-prices';
import type { MembershipChoice } from '@domain/subscription';
import { money } from './money';

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
  // The plan's and the interval's groups: a radio each, the page's choice checked.
  const group = <V extends string>(
    legend: string,
    name: string,
    options: readonly { readonly value: V; readonly label: string }[],
    value: V,
    pick: (value: V) => MembershipChoice,
    off: boolean | undefined,
  ) => (
    <fieldset className="mw-fieldset" disabled={off}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="mw-check">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(pick(option.value))}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className="mw-plan-choice">
      {group(
        'Plan',
        'mw-plan',
        PLAN_OPTIONS,
        choice.plan,
        (plan) => ({ ...choice, plan, student: choice.student && plan === 'smashing' }),
        disabled,
      )}
      {group(
        'Pay',
        'mw-interval',
        intervals,
        choice.interval,
        (interval) => ({ ...choice, interval }),
        disabled || choice.student,
      )}
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
