import { messageOf, userMessage } from '@domain/messages';

type PaymentErrorHandler = (error: unknown) => void;

let handler: PaymentErrorHandler | undefined;

/**
 * The caller's own hearing of payment errors (SPEC point 8): while one is registered, every
 * payment error goes to it; with none, each is logged to the console. The step's message
 * shows them either way. Each gateway has already handled its own failure before it reports
 * one (PayPal puts the cart's shipping back, Amazon Pay drops its checkout session). Returns
 * the unregistering.
 */
export function onPaymentError(next: PaymentErrorHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/** Hands a payment error to the caller, else the console; what the step shows for it. */
export function paymentFailed(error: unknown): string {
  if (handler) handler(error);
  else console.error(`[widgets] ${messageOf(error)}`);
  return userMessage(error);
}
