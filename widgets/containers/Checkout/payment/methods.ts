import type { BillingMethod } from '@domain/payments';

/** Each method as the payment step names it (its tile, its panel, its button). */
export const METHOD_LABELS: Readonly<Record<BillingMethod, string>> = {
  card: 'Credit or debit card',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
  paypal: 'PayPal',
  google: 'Google Pay',
  apple: 'Apple Pay',
  paysafecard: 'paysafecard',
  amazon: 'Amazon Pay',
};

/**
 * The method chosen when the step opens: the card when the store takes it (most shoppers pay
 * by card), else the only method; none when the shopper has to choose.
 */
export const firstChoice = (methods: readonly BillingMethod[]): BillingMethod | null =>
  methods.includes('card') ? 'card' : methods.length === 1 ? (methods[0] ?? null) : null;
