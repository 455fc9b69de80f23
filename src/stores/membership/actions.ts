import { getProduct } from '@api/storefront/catalog';
import type { Params } from '@api/storefront/client';
import {
  createSubscription,
  listSubscriptions,
  updateSubscription,
} from '@api/storefront/subscriptions';
import { createCardToken } from '@api/vault';
import { vaultCardFields } from '@domain/card-form';
import type { CardFormValues } from '@domain/cards';
import { ApiError } from '@domain/errors';
import { userMessage } from '@domain/messages';
import { checkPurchaseOption } from '@domain/payments';
import { planOf } from '@domain/membership';
import type { PlanChoice } from '@domain/membership';
import { membershipPlanId, membershipProductId } from '@domain/subscription';
import type { MembershipChoice } from '@domain/subscription';
import { storefront, vault } from '../connections';
import { $clientsVersion } from '../seam';
import { getCart } from '@api/storefront/cart';
import { runCart } from '../cart/run';
import { tellLater } from '../tell-later';
import { $cart } from '../cart/state';
import { planChangeFlag } from '@domain/plan-prices';
import { currentSession, memberStoreReady } from '../user/actions';
import { $identity, $user, setUser } from '../user/state';
import { $membership } from './state';
import type { MembershipAction, ShownSubscription } from './state';
import { runningSubscription, toShownSubscription } from './view';

/**
 * How a plan is paid: a card typed now (tokenised by the vault), one the account keeps, or a
 * wallet's approval as its gateway writes it to billing (PayPal's order, kept for renewals).
 */
export type PlanPayment =
  | { readonly card: CardFormValues }
  | { readonly accountCardId: string }
  | { readonly wallet: Params }
  | undefined;

let loading: { version: number; done: Promise<void> } | undefined;

/** The member's running plan from the store, once per page (again after `force`). */
export function loadMembership(force = false): Promise<void> {
  const version = $clientsVersion.get();
  if (!force && loading?.version === version) return loading.done;
  const done = (async () => {
    if (!$user.get()) {
      $membership.set({ ...$membership.get(), status: 'ready', subscription: null });
      return;
    }
    $membership.setKey('status', 'loading');
    try {
      const list = await listSubscriptions(storefront());
      if (version !== $clientsVersion.get()) return;
      const subscription = runningSubscription(list.results, Date.now());
      $membership.set({ ...$membership.get(), status: 'ready', subscription, error: null });
    } catch (error) {
      $membership.set({ ...$membership.get(), status: 'error', error: userMessage(error) });
    }
  })();
  loading = { version, done };
  return done;
}

/** The plan the member has now, as the identity says (what the change flag compares with). */
function currentChoice(): PlanChoice | undefined {
  const user = $user.get();
  const plan = planOf(user);
  if (!plan) return undefined;
  const type = user?.app_metadata?.subscription?.type;
  return { plan, interval: type === 'monthly' ? 'monthly' : 'yearly' };
}

/** The request's billing part: `{ billing }` or nothing. */
async function billingOf(payment: PlanPayment): Promise<{ billing?: Params }> {
  if (!payment) return {};
  if ('accountCardId' in payment) return { billing: { account_card_id: payment.accountCardId } };
  if ('wallet' in payment) return { billing: payment.wallet };
  // The number goes to the vault and nowhere else; only its token travels on.
  const token = await createCardToken(vault(), vaultCardFields(payment.card, new Date()));
  return { billing: { card: { token: token.token } } };
}

const savingPlan = (value: boolean) =>
  $identity.set({ ...$identity.get(), saving: { ...$identity.get().saving, plan: value } });

/**
 * Runs a change of the member's plan with the plan's saving flag up (SPEC point 4), then asks
 * the identity service for a fresh token and record, which carry the new plan (ads and prices
 * follow $plan), and the store to price the cart again (its member discount line). A failure
 * keeps the member, the plan and the cart as they were.
 */
async function changingPlan<T>(work: () => Promise<T>): Promise<T> {
  savingPlan(true);
  try {
    // The plan is the store account's: a store login still on its way must land first.
    await memberStoreReady();
    const done = await work();
    const session = currentSession();
    if (session) {
      await session.jwt(true);
      const user = await session.reload();
      if (currentSession() === session) setUser(user);
    }
    if ($cart.get().cart) await runCart((sf) => getCart(sf, true)).catch(() => undefined);
    return done;
  } finally {
    savingPlan(false);
  }
}

/** Runs one plan action: busy, then the new subscription and plan, or the error kept. */
async function act(
  action: MembershipAction,
  next: PlanChoice | undefined,
  work: () => Promise<Record<string, unknown>>,
): Promise<ShownSubscription | undefined> {
  if ($membership.get().busy) return undefined;
  const previous = currentChoice();
  $membership.set({ ...$membership.get(), busy: action, error: null });
  try {
    const answer = await changingPlan(work);
    const subscription = toShownSubscription(answer) ?? null;
    // The plan page's message (SPEC point 4); a cancellation has no flag.
    if (next) $identity.setKey('planChange', planChangeFlag(previous, next));
    $membership.set({ status: 'ready', subscription, error: null, busy: null });
    return subscription ?? undefined;
  } catch (error) {
    $membership.set({ ...$membership.get(), error: userMessage(error), busy: null });
    throw error;
  }
}

/**
 * The plan as the store sells it (SPEC point 5): its product's subscription option and the
 * plan must exist and be active, or nothing is charged and the spec's message says which.
 */
async function planOnSale(choice: MembershipChoice) {
  const productId = membershipProductId(choice.plan);
  const planId = membershipPlanId(choice);
  const product = await getProduct(storefront(), productId);
  const problem = checkPurchaseOption(product ?? {}, 'subscription', planId);
  if (problem) throw new ApiError(problem, 400, 'purchase_option');
  return { product_id: productId, plan_id: planId };
}

/** Buys a plan: charged at once, the plan applies at once (ads off, member prices). */
export const subscribe = (choice: MembershipChoice, payment: PlanPayment) =>
  act('subscribe', choice, async () =>
    createSubscription(storefront(), {
      ...(await planOnSale(choice)),
      ...(await billingOf(payment)),
    }),
  ).then((subscription) => {
    const planId = membershipPlanId(choice);
    if (subscription)
      tellLater((events) => events.tellSubscribe(choice.plan, planId, subscription));
    return subscription;
  });

const running = (): ShownSubscription => {
  const subscription = $membership.get().subscription;
  if (!subscription) throw new Error('No plan to change');
  return subscription;
};

/** Another plan or interval: the new price less what is left of the paid period. */
export const changePlan = (choice: MembershipChoice, payment?: PlanPayment) =>
  act('change', choice, async () =>
    updateSubscription(storefront(), running().id, {
      ...(await planOnSale(choice)),
      ...(await billingOf(payment)),
    }),
  );

/** Cancels at the end of the paid period; the plan stays until then. */
export const cancelPlan = () =>
  act('cancel', undefined, async () =>
    updateSubscription(storefront(), running().id, { canceled: true }),
  );

/** Takes a cancellation back (or, after the period, buys the same plan again). */
export const renewPlan = () =>
  act('renew', running().choice, async () =>
    updateSubscription(storefront(), running().id, { canceled: false }),
  );
