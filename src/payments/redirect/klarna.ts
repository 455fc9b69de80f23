import { KLARNA_SESSION_UNDEFINED } from '@domain/messages';
import { toBnplAmount } from '@domain/money';
import { redirectResult } from '@domain/payments';
import type { PaymentGateway } from '../types';
import { stripeManualCapture } from './stripe-manual-capture';

/**
 * Klarna through the card provider: an intent for the capture total in hundredths, captured
 * later; Klarna's page decides, and its return says how (succeeded, canceled, or a status we
 * do not know, which is an error in its own words).
 */
export const stripeKlarna: PaymentGateway = {
  mount: stripeManualCapture('klarna', KLARNA_SESSION_UNDEFINED, (facts) =>
    toBnplAmount(facts.captureTotal),
  ),
  async resume(back) {
    redirectResult(back.redirectStatus);
    return { done: true };
  },
};
