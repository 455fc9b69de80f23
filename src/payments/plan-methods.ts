import type { GatewayEntry } from './types';

/**
 * The wallets a membership plan may be paid with, per gateway: PayPal, whose vault keeps the
 * payer's account for the renewals. A table of its own, so the plan checkout reaches PayPal's
 * module and no other method's (the checkout's table takes its PayPal entry from here).
 */
export const PLAN_GATEWAYS = {
  paypal: {
    paypal: { load: () => import('./paypal/paypal').then((m) => m.paypalButton), script: 'paypal' },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, GatewayEntry>>>>;

export type PlanWallet = keyof typeof PLAN_GATEWAYS;

/** The module entry for a plan's wallet on a gateway, if this build has one. */
export const planGatewayEntry = (wallet: PlanWallet, gateway: unknown): GatewayEntry | undefined =>
  typeof gateway === 'string'
    ? (PLAN_GATEWAYS[wallet] as Readonly<Record<string, GatewayEntry>>)[gateway]
    : undefined;
