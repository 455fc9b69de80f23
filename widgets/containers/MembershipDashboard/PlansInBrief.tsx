import type { ReactNode } from 'react';
import { PLANS, PLAN_DISCOUNT_PERCENT, PLAN_NAMES } from '@domain/membership';
import { PLAN_PRICES } from '@domain/plan-prices';
import { money } from '../../shared/money';

const dollars = (amount: number) => money(amount * 100, 'USD');

/** The plans in a few lines, for a visitor on the member area's front page. */
export function PlansInBrief({
  plansUrl,
  loginUrl,
}: {
  readonly plansUrl: string;
  readonly loginUrl: string;
}): ReactNode {
  return (
    <section
      className="mw-dashboard mw-panel mw-dashboard--visitor"
      aria-labelledby="mw-dashboard-plans"
    >
      <h2 id="mw-dashboard-plans">Become a member</h2>
      <p>
        Every plan hides the ads and takes a discount off every book and event. Already a member?{' '}
        <a href={loginUrl}>Log in</a> to see your plan, orders and downloads.
      </p>
      <ul className="mw-dashboard__plans">
        {PLANS.map((plan) => (
          <li key={plan}>
            <strong>{PLAN_NAMES[plan]}</strong>: {dollars(PLAN_PRICES[plan].monthly)} a month or{' '}
            {dollars(PLAN_PRICES[plan].yearly)} a year, {PLAN_DISCOUNT_PERCENT[plan]} % off
          </li>
        ))}
      </ul>
      <a className="mw-button" href={plansUrl}>
        Compare the plans
      </a>
    </section>
  );
}
