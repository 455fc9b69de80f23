import { createIntent } from '@api/vault';
import { ApiError } from '@domain/errors';
import { PAYSAFECARD_PAYMENT_ID_UNDEFINED, PAYSAFECARD_PAYMENT_UNDEFINED } from '@domain/messages';
import { toMinorUnits } from '@domain/money';
import { prepaidVoucherResult } from '@domain/payments';
import type { PaymentGateway } from '../types';
import { payByRedirect, redirectMethod } from './vault-redirect';

/**
 * Paysafecard, a prepaid voucher: a payment in the vault, the voucher's own page, and on the
 * way back the payment's status asked of the vault (the address bar proves nothing): SUCCESS
 * or AUTHORIZED is paid, CANCELED_CUSTOMER could not be authenticated.
 */
export const paysafecard: PaymentGateway = {
  async mount(_target, { cart }) {
    return redirectMethod(() => {
      const facts = cart.facts();
      return payByRedirect(cart, {
        gateway: 'paysafecard',
        intent: {
          amount: toMinorUnits(facts.captureTotal, facts.currency),
          currency: facts.currency.toLowerCase(),
          return_url: facts.returnUrl,
          cancel_url: facts.cancelUrl,
        },
        missing: PAYSAFECARD_PAYMENT_UNDEFINED,
        billing: (intent) => ({
          method: 'paysafecard',
          intent: { paysafecard: { id: intent.id } },
        }),
      });
    });
  },
  async resume(back, cart) {
    if (!back.sid) throw new ApiError(PAYSAFECARD_PAYMENT_ID_UNDEFINED, 400, 'payment_missing');
    const payment = await createIntent<{ readonly status?: string } | undefined>(
      cart.vault,
      { gateway: 'paysafecard', intent: { payment_id: back.sid } },
      'put',
    );
    if (!payment?.status) throw new ApiError(PAYSAFECARD_PAYMENT_UNDEFINED, 400, 'payment_missing');
    prepaidVoucherResult(payment.status);
    return { done: true };
  },
};
