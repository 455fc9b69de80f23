import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { ALREADY_SUBSCRIBED, PLAN_CHANGE_MESSAGES } from '@domain/membership-messages';
import { isPlan } from '@domain/membership';
import { choiceFromSearch } from '@domain/subscription';
import type { MembershipChoice } from '@domain/subscription';
import { LiveRegion } from '@kit/react';
import { $membership, loadMembership } from '@stores/membership';
import { ensureIdentity } from '@stores/user/actions';
import { rememberReturnPath } from '@stores/user/routes';
import { $identity, $user } from '@stores/user/state';
import { LoginForm } from '../../shared/LoginForm';
import { PlanChoice, planPrice, planTitle } from '../../shared/PlanChoice';
import { followUser } from '@stores/cart/account';
import type { MemberSubscriptionCheckoutOptions } from './options';
import { PaymentSkeleton } from './PaymentSkeleton';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

// Only a member without a plan pays here: the ways to pay (saved cards, wallets, the card
// form) come then, not for every member who opens the page.
const PlanPayment = lazy(() => import('./PlanPayment').then((m) => ({ default: m.PlanPayment })));

const initialChoice = (options: MemberSubscriptionCheckoutOptions): MembershipChoice =>
  choiceFromSearch(typeof location === 'undefined' ? '' : location.search) ?? {
    plan: isPlan(options.plan) ? options.plan : 'member',
    interval: options.interval,
    student: false,
  };

/**
 * Buying a plan: the plan and interval (from the plan buttons' address), the account (log in
 * here, back to this page, or sign up), the payment (a saved card, a wallet the store enables
 * or a new card), and the confirmation. The plan applies at once: ads hide and
 * prices show the member discount on every widget without a reload.
 */
export function MemberSubscriptionCheckout({
  host,
  options,
}: ContainerProps<MemberSubscriptionCheckoutOptions>): ReactNode {
  const [choice, setChoice] = useState(() => initialChoice(options));
  const [bought, setBought] = useState(false);
  const user = useStore($user);
  const { status } = useStore($identity);
  const membership = useStore($membership);
  useEffect(() => void ensureIdentity(), []);
  // The login form (the Login widget's own, shared) comes back here, plan chosen, once logged in;
  // so does a signup, through the return-to path.
  useEffect(() => {
    if (status === 'ready' && !user) {
      rememberReturnPath(`${window.location.pathname}${window.location.search}`);
    }
  }, [status, user]);
  const userId = user?.id;
  useEffect(() => {
    if (userId) void loadMembership(true);
  }, [userId]);
  const paying = membership.busy === 'subscribe';

  const waiting =
    !bought &&
    (status === 'idle' ||
      status === 'loading' ||
      Boolean(user && membership.status !== 'ready' && membership.status !== 'error'));
  // The loader keeps a prerendered host as tall as the visitor's form until the view that
  // replaced it is as tall; a member's view (logged in, maybe subscribed) is shorter and would
  // leave the form's room empty for good. Once it shows, its height is the host's: what that
  // gives back lies below the fold. A frame later, because the loader sets the kept height
  // when the first view is committed, after this effect has run.
  useLayoutEffect(() => {
    if (waiting) return;
    const frame = requestAnimationFrame(() => host.style.removeProperty('min-block-size'));
    return () => cancelAnimationFrame(frame);
  }, [waiting, host]);

  if (bought) {
    return (
      <section
        className="mw-subscribe mw-panel mw-subscribe--done"
        aria-labelledby="mw-subscribe-done"
      >
        <h2 id="mw-subscribe-done">Thank you</h2>
        <p role="status">{PLAN_CHANGE_MESSAGES.subscribed}</p>
        <p>
          {planTitle(choice)}, {planPrice(choice)}.{' '}
          <a href={options.dashboardUrl}>Go to your membership</a> ·{' '}
          <a href={options.planUrl}>Your plan</a>
        </p>
      </section>
    );
  }
  if (waiting) {
    return (
      <p className="mw-subscribe mw-panel mw-skeleton" aria-busy="true">
        Loading your membership…
      </p>
    );
  }
  const running = user ? membership.subscription : null;
  return (
    <section className="mw-subscribe mw-panel" aria-labelledby="mw-subscribe-title">
      <h2 id="mw-subscribe-title">
        Your plan: {planTitle(choice)}, {planPrice(choice)}
      </h2>
      <PlanChoice choice={choice} onChange={setChoice} disabled={paying} />
      <h3>Your account</h3>
      {user ? (
        <p>
          Logged in as <strong>{user.email}</strong>.
        </p>
      ) : (
        <>
          <p>Log in to your account, or create one: the plan is yours once it is paid.</p>
          <LoginForm signupUrl={options.signupUrl} amnesiaUrl={options.amnesiaUrl} />
        </>
      )}
      {running && (
        <p className="mw-subscribe__note" role="status">
          {ALREADY_SUBSCRIBED} <a href={options.planUrl}>Your plan</a>
        </p>
      )}
      {user && !running && (
        <Suspense fallback={<PaymentSkeleton />}>
          <PlanPayment choice={choice} error={membership.error} onBought={() => setBought(true)} />
        </Suspense>
      )}
      <LiveRegion message={paying ? 'Paying for your plan…' : ''} />
    </section>
  );
}
