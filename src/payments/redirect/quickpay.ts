import { QUICKPAY_PAYMENT_UNDEFINED } from '@domain/messages';
import { toMinorUnits } from '@domain/money';
import { redirectResult } from '@domain/payments';
import type { PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/**
 * A card on Quickpay's hosted page: the card is typed there, never here. The payment waits in
 * the vault; the page's return says how it went.
 */
export const quickpayCard: PaymentGateway = {
  async mount(_target, { cart }) {
    return redirectMethod(() => {
      const facts = cart.facts();
      return payByRedirect(cart, {
        gateway: 'quickpay',
        intent: {
          amount: toMinorUnits(facts.captureTotal, facts.currency),
          currency: facts.currency.toLowerCase(),
          return_url: facts.returnUrl,
          cancel_url: facts.cancelUrl,
        },
        missing: QUICKPAY_PAYMENT_UNDEFINED,
        // No card on the cart: Quickpay keeps it; the payment waiting in the vault pays.
        billing: (intent) => ({ method: 'card', intent: { quickpay: { id: intent.id } } }),
      });
    });
  },
  async resume(back) {
    redirectResult(back.redirectStatus);
    return { done: true };
  },
};
