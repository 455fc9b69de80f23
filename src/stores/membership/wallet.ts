import { map } from 'nanostores';
import type { Params } from '@api/storefront/client';
import { getPaymentSettings } from '@api/storefront/settings';
import type { PaymentMethodSettings } from '@api/storefront/settings';
import { ApiError } from '@domain/errors';
import { paymentsDisabled } from '@domain/messages';
import { checkMethodSettings } from '@domain/payments';
import { priceOf } from '@domain/plan-prices';
import type { MembershipChoice } from '@domain/subscription';
import { PLAN_GATEWAYS, planGatewayEntry } from '@payments/plan-methods';
import type { PlanWallet } from '@payments/plan-methods';
import type { CartPort, CheckoutFacts } from '@payments/types';
import { config, storefront, vault } from '../connections';
import { paymentFailed } from '../payment/errors';
import { $clientsVersion, onReset } from '../seam';
import { $user } from '../user/state';
import { $membership } from './state';
import { subscribe } from './actions';

export type { PlanWallet };

interface PlanWalletsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** The wallets the store's payment settings enable for a plan, with their settings. */
  readonly wallets: readonly {
    readonly wallet: PlanWallet;
    readonly settings: PaymentMethodSettings;
  }[];
}

export const $planWallets = map<PlanWalletsState>({ status: 'idle', wallets: [] });

export const resetPlanWallets = onReset(() => $planWallets.set({ status: 'idle', wallets: [] }));

const WALLETS = Object.keys(PLAN_GATEWAYS) as PlanWallet[];

/** The clients the settings were read with: other clients (a test's, a story's) read again. */
let readFor = -1;

/**
 * Which wallets the store enables for plans (GET /settings/payments, read once and shared
 * with the checkout's): enabled, on a gateway this build has a module for, with what it
 * needs. A settings load that fails offers none: the cards still pay.
 */
export async function loadPlanWallets(): Promise<void> {
  const version = $clientsVersion.get();
  if ($planWallets.get().status !== 'idle' && version === readFor) return;
  readFor = version;
  $planWallets.setKey('status', 'loading');
  try {
    const settings = await getPaymentSettings(storefront());
    if (version !== $clientsVersion.get()) return;
    const wallets = WALLETS.flatMap((wallet) => {
      const entry = settings[wallet];
      const usable =
        entry?.enabled === true &&
        planGatewayEntry(wallet, entry.gateway) !== undefined &&
        !checkMethodSettings(wallet, entry);
      return usable ? [{ wallet, settings: entry }] : [];
    });
    $planWallets.set({ status: 'ready', wallets });
  } catch {
    $planWallets.set({ status: 'error', wallets: [] });
  }
}

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
    const settings = $planWallets.get().wallets.find((w) => w.wallet === wallet)?.settings;
    const entry = planGatewayEntry(wallet, settings?.gateway);
    if (!settings || !entry) throw new ApiError(paymentsDisabled(wallet), 400, 'method_disabled');
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
