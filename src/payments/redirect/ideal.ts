import { flowCurrency } from '@domain/currency';
import { STRIPE_INTENT_UNDEFINED } from '@domain/messages';
import { toMinorUnits } from '@domain/money';
import { checkIdealIntent } from '@domain/payments';
import type { PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/**
 * iDEAL through the card provider: an intent confirmed at once, which must then ask for the
 * bank's page (requires_action or requires_source_action); the shopper picks their bank there.
 * Euros unless the cart names its own currency (SPEC point 9).
 */
export const stripeIdeal: PaymentGateway = {
  async mount(_target, { cart }) {
    return redirectMethod(() => {
      const facts = cart.facts();
      const currency = flowCurrency(facts.namedCurrency, 'ideal');
      return payByRedirect(cart, {
        gateway: 'stripe',
        intent: {
          amount: toMinorUnits(facts.captureTotal, currency),
          currency: currency.toLowerCase(),
          payment_method_types: 'ideal',
          confirmation_method: 'manual',
          confirm: true,
          return_url: facts.returnUrl,
        },
        missing: STRIPE_INTENT_UNDEFINED,
        check: checkIdealIntent,
        billing: (intent) => ({ method: 'ideal', intent: { stripe: { id: intent.id } } }),
      });
    });
  },
};
