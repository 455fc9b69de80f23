/// <reference types="googlepay" />
import { ApiError } from '@domain/errors';
import { isRecord, parseJsonText } from '@domain/json';
import type { CardPayment } from '../types';

/** Google Pay answered without a card the card provider tokenised. */
export const GOOGLE_PAY_TOKEN_MISSING = 'Google Pay sent no card token';

/**
 * The card in Google Pay's answer: with the card provider's gateway, the tokenisation data
 * is the provider's card token as JSON (`{ id: 'tok_…', card: { brand, last4, … } }`). Only
 * what a receipt may show is kept.
 */
export function cardOf(data: google.payments.api.PaymentData): CardPayment {
  const token = parseJsonText(data.paymentMethodData.tokenizationData.token);
  if (!isRecord(token) || typeof token.id !== 'string' || !token.id) {
    throw new ApiError(GOOGLE_PAY_TOKEN_MISSING, 402, 'token_missing');
  }
  const card = isRecord(token.card) ? token.card : {};
  const last4 =
    typeof card.last4 === 'string' ? card.last4 : data.paymentMethodData.info?.cardDetails;
  return {
    token: token.id,
    gateway: 'stripe',
    ...(typeof card.brand === 'string' ? { brand: card.brand } : {}),
    ...(last4 ? { last4 } : {}),
    ...(typeof card.exp_month === 'number' ? { exp_month: card.exp_month } : {}),
    ...(typeof card.exp_year === 'number' ? { exp_year: card.exp_year } : {}),
  };
}
