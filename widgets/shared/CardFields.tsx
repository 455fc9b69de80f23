import { useSignals } from '@preact/signals-react/runtime';
import type { ChangeEvent, ReactNode } from 'react';
import type { CardFormValues } from '@domain/cards';
import { cardFormProblems } from '@domain/card-form';
import type { CardFormField } from '@domain/card-form';
import { caretAfter, formatCardCvc, formatCardExpiry, formatCardNumber } from '@domain/card-format';
import type { Formatted } from '@domain/card-format';
import { Field } from '@kit/react';
import { checksByRule, useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import type { FormState } from '@kit/react/form-state';
import type { FormSubmit } from '@kit/react/form-submit';

type CardValues = CardFormValues;

const EMPTY: CardValues = { number: '', expiry: '', cvc: '' };

/** Each field's own message, said beside it (the date read when the form is checked). */
const CHECKS = checksByRule<CardValues>(['number', 'expiry', 'cvc'], (all) =>
  cardFormProblems(all, new Date()),
);

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
}): { readonly card: FormState<CardValues>; readonly submit: FormSubmit<CardFormField> } {
  const card = useCardForm();
  const submit = useFormSubmit<CardFormField>({
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

interface CardField {
  readonly key: CardFormField;
  readonly label: string;
  /** The form's name and the browser's autofill name. */
  readonly name: string;
  readonly placeholder: string;
  readonly format: (raw: string) => Formatted;
}

const FIELDS: readonly CardField[] = [
  {
    key: 'number',
    label: 'Card number',
    name: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  {
    key: 'expiry',
    label: 'Expiry',
    name: 'cc-exp',
    placeholder: 'MM / YY',
    format: formatCardExpiry,
  },
  { key: 'cvc', label: 'CVC', name: 'cc-csc', placeholder: '123', format: formatCardCvc },
];

/**
 * A field's change, formatted as the card prints it ("4242 4242 4242 4242", "12 / 30"), the
 * caret kept behind the digit it was behind.
 */
const formatted =
  (form: FormState<CardValues>, { key, format }: CardField) =>
  (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const { display } = format(raw);
    form.set(key, display);
    const at = caretAfter(raw, caret, display);
    requestAnimationFrame(() => {
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at);
    });
  };

/**
 * The card provider's own fields, laid out as ours: one box per field, with the same labels
 * and the same messages beside each (the provider's inputs carry their own accessible names,
 * so ours are for the eye). The gateway mounts each into its `data-card-field` box.
 */
export function ProviderCardFields({
  id,
  loading,
  problems,
}: {
  /** The element the gateway looks for (the spec's `card-element`). */
  readonly id: string;
  readonly loading: boolean;
  readonly problems: Partial<Record<CardFormField, string>>;
}): ReactNode {
  return (
    <fieldset id={id} className="mw-card-fields" aria-busy={loading}>
      <legend className="mw-card-fields__legend">Card details</legend>
      {FIELDS.map(({ key, label }) => (
        <div key={key} className="mw-field">
          <span className="mw-card-fields__label" aria-hidden="true">
            {label}
          </span>
          <div className="mw-card-fields__box" data-card-field={key} />
          {problems[key] && (
            <p className="mw-field__error" role="alert">
              {problems[key]}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Our own card fields, tokenised by the vault: the checkout uses them when the card gateway is
 * not the card provider, the member area to keep a card or pay for a plan. The values live
 * in this form's signals only until the vault tokenises them; nothing else keeps them.
 */
export function CardFields({ form }: { readonly form: FormState<CardValues> }): ReactNode {
  useSignals();
  return (
    <fieldset className="mw-card-fields">
      <legend className="mw-card-fields__legend">Card details</legend>
      {FIELDS.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          name={field.name}
          autoComplete={field.name}
          placeholder={field.placeholder}
          inputMode="numeric"
          spellCheck={false}
          {...form.input(field.key)}
          onChange={formatted(form, field)}
        />
      ))}
    </fieldset>
  );
}
