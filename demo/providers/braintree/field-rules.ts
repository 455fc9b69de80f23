import type { HostedFieldName, HostedFieldsCard } from '@payments/braintree/types';
import { cvcProblem, expiryProblem, numberProblem, providerBrand } from '../stripe/card-rules';
import type { Moment, ProviderBrand } from '../stripe/card-rules';

/*
 * Whether a hosted field is valid, or may still become valid as it is typed: the card rules
 * the card provider's stand-in uses (the store-side checks of src/domain underneath), read as
 * Braintree reads its fields.
 */

const problem =
  (name: HostedFieldName, value: string, brand: ProviderBrand, now: Date) => (moment: Moment) =>
    name === 'number'
      ? numberProblem(value, moment)
      : name === 'cvv'
        ? cvcProblem(value, brand, moment)
        : expiryProblem(value.slice(0, 2), value.slice(2), now, moment);

export function validity(
  name: HostedFieldName,
  value: string,
  number: string,
  now: Date,
): { readonly isValid: boolean; readonly isPotentiallyValid: boolean } {
  const at = problem(name, value, providerBrand(number), now);
  return { isValid: !at('submit'), isPotentiallyValid: !at('typing') };
}

/** Braintree's card types, with what their security code is called and how long it is. */
const CARDS: Readonly<Record<Exclude<ProviderBrand, 'unknown'>, HostedFieldsCard>> = {
  visa: { type: 'visa', niceType: 'Visa', code: { name: 'CVV', size: 3 } },
  mastercard: { type: 'master-card', niceType: 'Mastercard', code: { name: 'CVC', size: 3 } },
  amex: { type: 'american-express', niceType: 'American Express', code: { name: 'CID', size: 4 } },
  discover: { type: 'discover', niceType: 'Discover', code: { name: 'CID', size: 3 } },
  diners: { type: 'diners-club', niceType: 'Diners Club', code: { name: 'CVV', size: 3 } },
  jcb: { type: 'jcb', niceType: 'JCB', code: { name: 'CVV', size: 3 } },
  unionpay: { type: 'unionpay', niceType: 'UnionPay', code: { name: 'CVN', size: 3 } },
};

/** The card types a number may be: all of them while it is empty, none when it fits none. */
export function cardsFor(number: string): readonly HostedFieldsCard[] {
  if (number === '') return Object.values(CARDS);
  const brand = providerBrand(number);
  return brand === 'unknown' ? [] : [CARDS[brand]];
}
