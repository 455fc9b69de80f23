import type { ReactNode } from 'react';
import type { CardFormValues } from '@domain/cards';
import { validateCardForm } from '@domain/validation';
import { Field } from '@kit/react';
import { useFormState, useFormSubmit } from '@kit/react/form-state';
import type { FormState, FormSubmit } from '@kit/react/form-state';

type CardValues = CardFormValues;

const EMPTY: CardValues = { number: '', expiry: '', cvc: '' };

/** One message for the three fields (SPEC point 8's card form wording), shown on the number. */
const CHECKS = {
  number: (_: string, all: CardValues) => validateCardForm(all),
};

export const useCardForm = (): FormState<CardValues> =>
  useFormState<CardValues>(() => EMPTY, CHECKS);

/**
 * A form whose submit is the card (the member's plan, a saved card): the card's check, its
 * send, and the fields emptied once it went through.
 */
export function useCardSubmit(spec: {
  readonly send: (card: CardValues) => Promise<unknown>;
  readonly then?: () => void;
  readonly storeBusy?: boolean;
}): { readonly card: FormState<CardValues>; readonly submit: FormSubmit<'number'> } {
  const card = useCardForm();
  const submit = useFormSubmit<'number'>({
    check: card.attempt,
    send: () => spec.send(card.values()),
    then: () => {
      card.patch(EMPTY);
      spec.then?.();
    },
    ...(spec.storeBusy === undefined ? {} : { storeBusy: spec.storeBusy }),
  });
  return { card, submit };
}

// Each field: its key, label, form name and autofill name.
const FIELDS = [
  { key: 'number', label: 'Card number', name: 'cc-number', autoComplete: 'cc-number' },
  { key: 'expiry', label: 'Expiry (MM / YY)', name: 'cc-exp', autoComplete: 'cc-exp' },
  { key: 'cvc', label: 'CVC', name: 'cc-csc', autoComplete: 'cc-csc' },
] as const;
const [NUMBER, ...DATE_AND_CODE] = FIELDS;

/**
 * Our own card fields, tokenised by the vault: the checkout uses them when the card gateway is
 * not the card provider, the member area to keep a card or pay for a plan. The values live
 * in this form's signals only until the vault tokenises them; nothing else keeps them.
 */
export function CardFields({ form }: { readonly form: FormState<CardValues> }): ReactNode {
  const field = ({ key, ...named }: (typeof FIELDS)[number]) => (
    <Field key={key} inputMode="numeric" {...named} {...form.input(key)} />
  );
  return (
    <fieldset className="mw-fieldset mw-card-fields">
      <legend>Card details</legend>
      {field(NUMBER)}
      <div className="mw-address__pair">{DATE_AND_CODE.map(field)}</div>
    </fieldset>
  );
}
