import { ApiError } from '@domain/errors';
import { messageOf, userMessage } from '@domain/messages';
import { PAYMENT_ERROR_EVENT } from '@domain/payments';
import type { PaymentErrorDetail } from '@domain/payments';

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

/**
 * Tells the page: a `mw:payment-error` event on the document, which a page's script hears
 * without importing anything of ours. True when a listener took the error as handled.
 */
function tellPage(error: unknown, message: string): boolean {
  if (typeof document === 'undefined') return false;
  const detail: PaymentErrorDetail = {
    message,
    ...(error instanceof ApiError && error.code ? { code: error.code } : {}),
  };
  const event = new CustomEvent<PaymentErrorDetail>(PAYMENT_ERROR_EVENT, {
    detail,
    cancelable: true,
  });
  return !document.dispatchEvent(event);
}

/**
 * Hands a payment error to the caller (the registered handler, and the page through its
 * document event), else the console; returns what the step shows for it.
 */
export function paymentFailed(error: unknown): string {
  const message = userMessage(error);
  const heardByPage = tellPage(error, message);
  if (handler) handler(error);
  else if (!heardByPage) console.error(`[widgets] ${messageOf(error)}`);
  return message;
}
