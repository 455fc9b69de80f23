import { KLARNA_SESSION_UNDEFINED } from '../../domain/messages';
import { toBnplAmount } from '../../domain/money';
import { redirectResult } from '../../domain/payments';
import type { PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/**
 * Klarna through the card provider: an intent for the capture total in hundredths, captured
 * later; Klarna's page decides, and its return says how (succeeded, canceled, or a status we
 * do not know, which is an error in its own words).
 */
export const stripeKlarna: PaymentGateway = {
  async mount(_target, { cart }) {
    return redirectMethod(() => {
      const facts = cart.facts();
      return payByRedirect(cart, {
        gateway: 'stripe',
        intent: {
          amount: toBnplAmount(facts.captureTotal),
          currency: facts.currency.toLowerCase(),
          payment_method_types: 'klarna',
          capture_method: 'manual',
          return_url: facts.returnUrl,
        },
        missing: KLARNA_SESSION_UNDEFINED,
        billing: (intent) => ({ method: 'klarna', intent: { stripe: { id: intent.id } } }),
      });
    });
  },
  async resume(back) {
    redirectResult(back.redirectStatus);
    return { done: true };
  },
};
