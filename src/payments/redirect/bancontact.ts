import { STRIPE_INTENT_UNDEFINED } from '../../domain/messages';
import { toMinorUnits } from '../../domain/money';
import type { PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/** Bancontact through the card provider: the method set on the cart, then the bank's page. */
export const stripeBancontact: PaymentGateway = {
  async mount(_target, { cart }) {
    return redirectMethod(() => {
      const facts = cart.facts();
      return payByRedirect(cart, {
        gateway: 'stripe',
        intent: {
          amount: toMinorUnits(facts.captureTotal, facts.currency),
          currency: facts.currency.toLowerCase(),
          payment_method_types: 'bancontact',
          capture_method: 'manual',
          return_url: facts.returnUrl,
          ...(facts.billing.name ? { owner_name: facts.billing.name } : {}),
        },
        missing: STRIPE_INTENT_UNDEFINED,
        billing: (intent) => ({ method: 'bancontact', intent: { stripe: { id: intent.id } } }),
      });
    });
  },
};
