import { computed } from 'nanostores';
import type { Params } from '@api/storefront/client';
import { priceOf } from '@domain/plan-prices';
import type { MembershipChoice } from '@domain/subscription';
import type { CartPort, CheckoutFacts } from '@payments/types';
import { config, vault } from '../connections';
import { paymentFailed } from '../payment/errors';
import { enabledMethod } from '../payment/settings';
import { $paymentMethods } from '../payment/state';
import { $user } from '../user/state';
import { $membership } from './state';
import { subscribe } from './actions';

/** The wallets a plan may be paid with: those whose account the store keeps for renewals. */
const PLAN_WALLETS = ['paypal'] as const;
export type PlanWallet = (typeof PLAN_WALLETS)[number];

/** The wallets the store's payment settings enable, in the spec's order. */
export const $planWallets = /* @__PURE__ */ computed($paymentMethods, (methods) =>
  PLAN_WALLETS.filter((wallet) => methods.includes(wallet)),
);

/**
 * A plan's price as a wallet sees the thing it pays: no cart, nothing shipped, a
 * subscription (the wallet keeps the payer's account for the renewals: PayPal's vault, which
 * the spec's ppcp variant needs), charged now in the plan's currency.
 */
export function planFacts(choice: MembershipChoice, returnUrl: string): CheckoutFacts {
  const email = $user.get()?.email;
  return {
    cartId: '',
    currency: 'USD',
    captureTotal: priceOf(choice),
    shippingRequired: false,
    hasSubscription: true,
    billing: email ? { email } : {},
    returnUrl,
    cancelUrl: returnUrl,
  };
}

/**
 * The plan as the gateway's port: what the wallet writes to billing once approved buys the
 * plan with it (a failure keeps the plan as it was). Nothing ships, so there is no rating.
 */
function planPort(choice: MembershipChoice, returnUrl: string): CartPort {
  return {
    vault: vault(),
    facts: () => planFacts(choice, returnUrl),
    async update(patch) {
      const billing = patch.billing;
      if (typeof billing !== 'object' || billing === null) return;
      await subscribe(choice, { wallet: billing as Params });
    },
    rateShipping: () => Promise.resolve([]),
    chooseShipping: () => Promise.resolve(),
  };
}

/**
 * Mounts a wallet's own button into `target` (which holds the spec's element id) to pay the
 * plan: its gateway module and the provider's library load only now. Its failures and a
 * cancellation are the plan form's message, in the spec's words, and go to the caller's
 * payment error handler or the console. Resolves with the unmount.
 */
export async function mountPlanWallet(
  wallet: PlanWallet,
  target: HTMLElement,
  choice: MembershipChoice,
  onPaid: () => void,
): Promise<() => void> {
  const failed = (error: unknown) => $membership.setKey('error', paymentFailed(error));
  try {
    const { settings, entry } = enabledMethod(wallet);
    const gateway = await entry.load();
    const mounted = await gateway.mount(target, {
      settings,
      script: entry.script ? config().providers[entry.script] : '',
      cart: planPort(choice, window.location.href),
      onPaid: () => onPaid(),
      onFailed: failed,
    });
    return () => mounted.unmount();
  } catch (error) {
    failed(error);
    throw error;
  }
}
