import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { PLAN_CANCELED, PLAN_CHANGE_MESSAGES } from '@domain/membership-messages';
import { choiceFromSearch } from '@domain/subscription';
import type { MembershipChoice } from '@domain/subscription';
import { FormAlert, LiveRegion } from '@kit/react';
import { longDate } from '../../shared/dates';
import { TryAgain } from '../../shared/LoadFailed';
import { $membership, cancelPlan, changePlan, loadMembership, renewPlan } from '@stores/membership';
import { $identity, $user } from '@stores/user/state';
import { PlanChoice, planPrice, planTitle } from '../../shared/PlanChoice';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { PostFields, postTo } from '../../shared/FormPost';
import type { MembershipPlanOptions } from './options';

const same = (a: MembershipChoice, b: MembershipChoice) =>
  a.plan === b.plan && a.interval === b.interval && a.student === b.student;

/**
 * The member's plan: what it is, until when it is paid, and every change: another plan or
 * interval, cancel (it runs to the end of the paid period), renew. Each result is said in the
 * words of its plan-change flag (SPEC point 4). A failure leaves the plan as it was.
 */
export function MembershipPlan({ options }: ContainerProps<MembershipPlanOptions>): ReactNode {
  useRouteGuard();
  const user = useStore($user);
  const { planChange, status } = useStore($identity);
  const { subscription, busy, error, status: loaded } = useStore($membership);
  const [wanted, setWanted] = useState<MembershipChoice | undefined>(() =>
    typeof location === 'undefined' ? undefined : choiceFromSearch(location.search),
  );
  const [said, setSaid] = useState('');
  const [confirming, setConfirming] = useState(false);
  const userId = user?.id;
  useEffect(() => {
    if (userId) void loadMembership(true);
  }, [userId]);

  if (!user || status !== 'ready' || loaded === 'idle' || loaded === 'loading') {
    return (
      <p className="mw-plan mw-panel mw-skeleton" aria-busy="true">
        Loading your plan…
      </p>
    );
  }
  if (loaded === 'error' && !subscription) {
    return (
      <div className="mw-plan mw-panel">
        <TryAgain message={error} onRetry={() => void loadMembership(true)} />
      </div>
    );
  }
  if (!subscription) {
    return (
      <div className="mw-plan mw-panel">
        <p>You have no plan yet: members save on every book and read without ads.</p>
        <a className="mw-button" href={options.plansUrl}>
          Choose a plan
        </a>
      </div>
    );
  }
  const current = subscription.choice;
  const choice = wanted ?? current;
  const canceled = subscription.status === 'canceled';
  const run = (work: () => Promise<unknown>, after?: string) => {
    setSaid('');
    // The plan-change flag speaks for a change or renewal; a cancellation has no flag.
    work().then(
      () => setSaid(after ?? ''),
      () => undefined,
    );
  };
  const message = said || (planChange && !busy ? PLAN_CHANGE_MESSAGES[planChange] : '');
  // The cancellation's question opens and closes with these quiet buttons.
  const asking = (open: boolean, label: string) => (
    <button
      type="button"
      className="mw-button mw-button--quiet"
      onClick={() => setConfirming(open)}
    >
      {label}
    </button>
  );
  return (
    <div className="mw-plan mw-panel" aria-busy={busy !== null}>
      <section aria-labelledby="mw-plan-current">
        <h2 id="mw-plan-current">
          {planTitle(current)}, {planPrice(current)}
        </h2>
        <p>
          {canceled
            ? `Cancelled: your plan ends on ${longDate(subscription.periodEnd)}.`
            : `Renews on ${longDate(subscription.periodEnd)}.`}
          {subscription.card &&
            ` Paid with ${subscription.card.brand} ending in ${subscription.card.last4}.`}
        </p>
      </section>
      <LiveRegion message={message} className="mw-plan__message" />
      <FormAlert error={error} />
      <form
        {...postTo({ name: 'plan' })}
        className="mw-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!same(choice, current) || canceled) run(() => changePlan(choice));
        }}
      >
        <h3>Change your plan</h3>
        <PlanChoice choice={choice} onChange={setWanted} disabled={busy !== null} />
        <p className="mw-plan__hint">
          A change starts a new period today; you pay the new price less what is left of this one.
        </p>
        {/* The plan the member has is marked as theirs; a button appears once another is picked. */}
        {same(choice, current) && !canceled ? (
          <p className="mw-plan__current">
            <span className="mw-plan__badge">Current plan</span> Pick another plan or interval to
            change it.
          </p>
        ) : (
          <button type="submit" className="mw-button" aria-disabled={busy !== null}>
            {busy === 'change'
              ? 'Changing…'
              : `Change to ${planTitle(choice)}, ${planPrice(choice)}`}
          </button>
        )}
        <PostFields post={{ name: 'plan' }} />
      </form>
      {canceled ? (
        <button
          type="button"
          className="mw-button"
          aria-disabled={busy !== null}
          onClick={() => busy === null && run(renewPlan)}
        >
          {busy === 'renew' ? 'Renewing…' : 'Renew your plan'}
        </button>
      ) : confirming ? (
        <div className="mw-plan__confirm" role="group" aria-labelledby="mw-plan-cancel-q">
          <p id="mw-plan-cancel-q">
            Cancel your plan? It stays active until {longDate(subscription.periodEnd)}.
          </p>
          <button
            type="button"
            className="mw-button"
            aria-disabled={busy !== null}
            onClick={() => {
              if (busy !== null) return;
              setConfirming(false);
              run(cancelPlan, PLAN_CANCELED);
            }}
          >
            {busy === 'cancel' ? 'Cancelling…' : 'Yes, cancel my plan'}
          </button>{' '}
          {asking(false, 'Keep my plan')}
        </div>
      ) : (
        asking(true, 'Cancel your plan')
      )}
    </div>
  );
}
