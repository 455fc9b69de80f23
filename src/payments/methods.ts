import type { BillingMethod } from '../domain/payments';
import type { PaymentGateway } from './types';

/**
 * Each method's gateway module, fetched only when the shopper opens that method, so the payment
 * page downloads the provider code it uses and nothing else.
 */
export const GATEWAYS: Partial<Record<BillingMethod, () => Promise<PaymentGateway>>> = {
  card: () => import('./card/stripe').then((module) => module.stripeCard),
};
