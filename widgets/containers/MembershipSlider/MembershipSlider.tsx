import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { PLANS, PLAN_DISCOUNT_PERCENT, PLAN_NAMES } from '@domain/membership';
import type { Interval, Plan } from '@domain/membership';
import { PLAN_FEATURES } from '@domain/membership-messages';
import {
  SPECIAL_PLAN,
  STUDENT_SMASHING_YEARLY_PRICE,
  planStep,
  priceOf,
} from '@domain/plan-prices';
import { subscribeHref, yearlySaving } from '@domain/subscription';
import { $identity, $plan } from '@stores/user/state';
import { money } from '../../shared/money';
import type { MembershipSliderOptions } from './options';

const dollars = (amount: number) => money(amount * 100, 'USD');

/** What a plan's button says: a visitor chooses, a member manages theirs and moves up or down. */
const actionFor = (name: Plan, own: Plan | undefined): string => {
  if (!own) return `Choose ${PLAN_NAMES[name]}`;
  if (own === name) return 'Manage your plan';
  return `${planStep(own, name) === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${PLAN_NAMES[name]}`;
};

/**
 * The plans side by side with a monthly / yearly switch: price, discount, what each includes,
 * the student offer and a call to action per plan. A member's own plan is marked as the
 * current one and the others are offered as an upgrade or a downgrade, on the plan page.
 */
export function MembershipSlider({ options }: ContainerProps<MembershipSliderOptions>): ReactNode {
  const [interval, setInterval] = useState<Interval>(options.interval);
  const plan = useStore($plan);
  const { status } = useStore($identity);
  if (options.audience === 'visitors' && (plan || status === 'idle' || status === 'loading')) {
    return null;
  }
  const per = interval === 'yearly' ? 'year' : 'month';
  return (
    <section
      className="mw-plans"
      aria-labelledby="mw-plans-title"
      // Until the reader is known, which plan is theirs is not: the plans wait for that.
      aria-busy={status === 'idle' || status === 'loading'}
    >
      <h2 id="mw-plans-title" className="mw-visually-hidden">
        Membership plans
      </h2>
      <fieldset className="mw-plans__switch">
        <legend>Pay</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value} className="mw-plans__interval">
            <input
              type="radio"
              name="mw-plans-interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
            />{' '}
            {value === 'monthly' ? 'Monthly' : 'Yearly'}
          </label>
        ))}
      </fieldset>
      <ul className="mw-plans__list">
        {PLANS.map((name) => {
          const own = plan === name;
          const special = name === SPECIAL_PLAN;
          const href = own
            ? options.planUrl
            : plan
              ? `${options.planUrl}?plan=${name}&interval=${interval}`
              : subscribeHref(options.checkoutUrl, { plan: name, interval, student: false });
          const action = actionFor(name, plan);
          return (
            <li
              key={name}
              className={`mw-plans__card${special ? ' mw-plans__card--special' : ''}${own ? ' mw-plans__card--current' : ''}`}
              aria-labelledby={`mw-plan-${name}`}
              aria-current={own ? 'true' : undefined}
            >
              <h3 id={`mw-plan-${name}`} className="mw-plans__name">
                {PLAN_NAMES[name]}
                {own && (
                  <>
                    {' '}
                    <span className="mw-plans__badge">Current plan</span>
                  </>
                )}
              </h3>
              <p className="mw-plans__price">
                <strong>{dollars(priceOf({ plan: name, interval }))}</strong> / {per}
              </p>
              {interval === 'yearly' && (
                <p className="mw-plans__saving">
                  {dollars(yearlySaving(name))} less than paying monthly
                </p>
              )}
              <ul className="mw-plans__features">
                <li>{PLAN_DISCOUNT_PERCENT[name]} % off books and events</li>
                <li>No ads</li>
                {PLAN_FEATURES[name].map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a
                className={`mw-button mw-plans__action${own ? ' mw-button--quiet' : ''}`}
                href={href}
                aria-label={`${action}, ${per}ly`}
              >
                {action}
              </a>
            </li>
          );
        })}
      </ul>
      {!plan && (
        <p className="mw-plans__student">
          Students get Smashing for {dollars(STUDENT_SMASHING_YEARLY_PRICE)} a year with a
          university email address.{' '}
          <a
            href={subscribeHref(options.checkoutUrl, {
              plan: 'smashing',
              interval: 'yearly',
              student: true,
            })}
          >
            Choose the student plan
          </a>
        </p>
      )}
    </section>
  );
}
