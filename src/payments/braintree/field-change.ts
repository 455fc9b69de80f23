import { CARD_FIELD_INVALID, CARD_FORM_FIELDS } from '@domain/card-form';
import type { CardFormField } from '@domain/card-form';
import type { FieldChange, FieldState } from '../types';
import type { HostedFieldName, HostedFieldState, HostedFieldsState } from './types';

/** Each field of our card form, as Braintree names its hosted field. */
export const HOSTED_FIELD: Readonly<Record<CardFormField, HostedFieldName>> = {
  number: 'number',
  expiry: 'expirationDate',
  cvc: 'cvv',
};

/** Braintree's card types where the card provider's names differ (receipts show these). */
const BRANDS: Readonly<Record<string, string>> = {
  'master-card': 'mastercard',
  'american-express': 'amex',
};

/**
 * A hosted field in our card form's terms: complete when Braintree calls it valid, and wrong
 * (in our card form's words) once it cannot become valid, or was left before it was.
 */
function fieldState(field: CardFormField, state: HostedFieldState): FieldState {
  const wrong = !state.isPotentiallyValid || (!state.isValid && !state.isFocused && !state.isEmpty);
  return {
    complete: state.isValid,
    empty: state.isEmpty,
    error: wrong ? CARD_FIELD_INVALID[field] : undefined,
  };
}

/** What Braintree's fields say about themselves, as the payment step reads any provider's. */
export function fieldChange({ fields, cards }: HostedFieldsState): FieldChange {
  const parts = Object.fromEntries(
    CARD_FORM_FIELDS.map((name) => [name, fieldState(name, fields[HOSTED_FIELD[name]])]),
  ) as Record<CardFormField, FieldState>;
  const all = CARD_FORM_FIELDS.map((name) => parts[name]);
  // The brand only once the number leaves one card type.
  const type = cards.length === 1 ? cards[0]?.type : undefined;
  return {
    complete: all.every((part) => part.complete),
    empty: all.every((part) => part.empty),
    error: all.find((part) => part.error)?.error,
    brand: type && (BRANDS[type] ?? type),
    parts,
  };
}
