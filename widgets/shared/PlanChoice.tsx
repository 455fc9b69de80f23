import type { ReactNode } from 'react';
import { PLANS, PLAN_DISCOUNT_PERCENT, PLAN_NAMES } from '../../src/domain/membership';
import { priceOf } from '../../src/domain/plan-prices';
import type { MembershipChoice } from '../../src/domain/subscription';
import { money } from './money';

export const planTitle = (choice: MembershipChoice): string =>
  `${PLAN_NAMES[choice.plan]}${choice.student ? ' (student)' : ''}`;
export const planPrice = (choice: MembershipChoice): string =>
  `${money(priceOf(choice) * 100, 'USD')} a ${choice.interval === 'yearly' ? 'year' : 'month'}`;

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
  return (
    <div className="mw-plan-choice">
      <fieldset className="mw-fieldset" disabled={disabled}>
        <legend>Plan</legend>
        {PLANS.map((plan) => (
          <label key={plan} className="mw-check">
            <input
              type="radio"
              name="mw-plan"
              value={plan}
              checked={choice.plan === plan}
              onChange={() =>
                onChange({ ...choice, plan, student: choice.student && plan === 'smashing' })
              }
            />{' '}
            {PLAN_NAMES[plan]}: {PLAN_DISCOUNT_PERCENT[plan]} % off, no ads
          </label>
        ))}
      </fieldset>
      <fieldset className="mw-fieldset" disabled={disabled || choice.student}>
        <legend>Pay</legend>
        {(['monthly', 'yearly'] as const).map((interval) => (
          <label key={interval} className="mw-check">
            <input
              type="radio"
              name="mw-interval"
              value={interval}
              checked={choice.interval === interval}
              onChange={() => onChange({ ...choice, interval })}
            />{' '}
            {interval === 'monthly' ? 'Monthly' : 'Yearly'}:{' '}
            {money(priceOf({ plan: choice.plan, interval }) * 100, 'USD')}
          </label>
        ))}
      </fieldset>
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
