import { createIntent } from '@api/vault';
import { ApiError } from '@domain/errors';
import { STRIPE_INTENT_UNDEFINED } from '@domain/messages';
import { isBelowMinimumCapture, toMinorUnits } from '@domain/money';
import { cardIntentNext } from '@domain/payments';
import type { CardPayment, CartPort } from '../types';

interface Intent {
  readonly id?: string;
  readonly status?: string;
}

/**
 * A wallet's card (Google Pay, Apple Pay, or the browser's behind a payment request, kept as a
 * card) as a card payment on the card provider: the capture total authorised through a vault
 * intent in minor units, as for a typed card (SPEC point 4), then the card and the intent
 * stored on the cart under the wallet's billing method, where the order finds them. Below the
 * currency's minimum no intent is made: the card alone is kept.
 */
export async function authorizeWalletCard(
  cart: CartPort,
  method: 'google' | 'apple' | 'card',
  card: CardPayment,
): Promise<void> {
  const { captureTotal, currency, returnUrl, cartId } = cart.facts();
  const billingCard: CardPayment = { ...card, gateway: 'stripe' };
  if (isBelowMinimumCapture(captureTotal, currency)) {
    await cart.update({ billing: { method, card: billingCard, intent: null } });
    return;
  }
  const intent = await createIntent<Intent | undefined>(cart.vault, {
    gateway: 'stripe',
    intent: {
      amount: toMinorUnits(captureTotal, currency),
      currency: currency.toLowerCase(),
      payment_method: card.token,
      capture_method: 'manual',
      return_url: returnUrl,
      // The intent pays this cart only: another session naming it cannot order with it.
      ...(cartId ? { cart_id: cartId } : {}),
    },
  });
  if (!intent?.id) throw new ApiError(STRIPE_INTENT_UNDEFINED, 400, 'intent_missing');
  // The wallet already authenticated the shopper: a bank's page on top is not expected, so
  // `requires_action` is refused with the spec's message like any other status.
  if (cardIntentNext(intent.status ?? '') === 'confirm') {
    await createIntent(cart.vault, { gateway: 'stripe', intent: { id: intent.id } }, 'put');
  }
  await cart.update({
    billing: {
      method,
      card: billingCard,
      intent: { stripe: { id: intent.id, auth_amount: captureTotal } },
    },
  });
}
