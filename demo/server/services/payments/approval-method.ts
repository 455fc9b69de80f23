import { isCardToken } from './intents';
import type { IntentRow } from './intents';

/**
 * What an approval page stands in for, as the shopper chose it on the payment step: the
 * method (a bank's iDEAL page, the card's 3-D Secure check), not the gateway that carries it
 * (several methods go through the card provider's gateway).
 */
export function approvalMethod(
  intent: Pick<IntentRow, 'gateway' | 'payment_method' | 'data'>,
): string {
  if (intent.gateway === 'stripe') {
    if (isCardToken(intent.payment_method)) return '3-D Secure check';
    switch (intent.data.method) {
      case 'ideal':
        return 'iDEAL test bank';
      case 'bancontact':
        return 'Bancontact';
      case 'klarna':
        return 'Klarna';
      default:
        return 'Card payment';
    }
  }
  switch (intent.gateway) {
    case 'quickpay':
      return 'Card payment page';
    case 'paysafecard':
      return 'paysafecard';
    case 'klarna':
      return 'Klarna';
    case 'amazon':
      return 'Amazon Pay';
    case 'paypal':
      return 'PayPal';
    default:
      return 'Test payment';
  }
}
