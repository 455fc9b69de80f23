import { STRIPE_INTENT_UNDEFINED } from '@domain/messages';
import { toMinorUnits } from '@domain/money';
import type { PaymentGateway } from '../types';
import { stripeManualCapture } from './stripe-manual-capture';

/** Bancontact through the card provider: the method set on the cart, then the bank's page. */
export const stripeBancontact: PaymentGateway = {
  mount: stripeManualCapture(
    'bancontact',
    STRIPE_INTENT_UNDEFINED,
    (facts) => toMinorUnits(facts.captureTotal, facts.currency),
    (facts) => (facts.billing.name ? { owner_name: facts.billing.name } : {}),
  ),
};
