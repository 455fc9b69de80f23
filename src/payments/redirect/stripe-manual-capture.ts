import type { QueryValue } from '@api/query-string';
import type { CheckoutFacts, PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/**
 * How a method the card provider takes to its own page mounts (Bancontact, Klarna): an intent
 * for the capture total (`amount`, in the method's own units), captured later, and the cart
 * paid as `method` by that intent. `extra` adds the method's own fields to the intent;
 * `missing` is its words for an intent that did not come back.
 */
export function stripeManualCapture(
  method: string,
  missing: string,
  amount: (facts: CheckoutFacts) => number,
  extra: (facts: CheckoutFacts) => Readonly<Record<string, QueryValue>> = () => ({}),
): PaymentGateway['mount'] {
  return async (_target, { cart }) =>
    redirectMethod(() => {
      const facts = cart.facts();
      return payByRedirect(cart, {
        gateway: 'stripe',
        intent: {
          amount: amount(facts),
          currency: facts.currency.toLowerCase(),
          payment_method_types: method,
          capture_method: 'manual',
          return_url: facts.returnUrl,
          ...extra(facts),
        },
        missing,
        billing: (intent) => ({ method, intent: { stripe: { id: intent.id } } }),
      });
    });
}
