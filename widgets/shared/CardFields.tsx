import type { ReactNode } from 'react';
import type { CardFormValues } from '../../src/domain/cards';
import { validateCardForm } from '../../src/domain/validation';
import { Field } from '../../src/kit/react';
import { useFormState } from '../../src/kit/react/form-state';
import type { FormState } from '../../src/kit/react/form-state';

type CardValues = CardFormValues;

/** One message for the three fields (SPEC point 8's card form wording), shown on the number. */
const CHECKS = {
  number: (_: string, all: CardValues) => validateCardForm(all),
};

export const useCardForm = (): FormState<CardValues> =>
  useFormState<CardValues>(() => ({ number: '', expiry: '', cvc: '' }), CHECKS);

/**
 * Our own card fields, tokenised by the vault: the checkout uses them when the card gateway is
 * not the card provider, the member area to keep a card or pay for a plan. The values live
 * in this form's signals only until the vault tokenises them; nothing else keeps them.
 */
export function CardFields({ form }: { readonly form: FormState<CardValues> }): ReactNode {
  return (
    <fieldset className="mw-fieldset mw-card-fields">
      <legend>Card details</legend>
      <Field
        label="Card number"
        name="cc-number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={form.fields.number.value}
        error={form.shown('number')}
        onChange={(e) => form.set('number', e.target.value)}
        onBlur={() => form.touch('number')}
      />
      <div className="mw-address__pair">
        <Field
          label="Expiry (MM / YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={form.fields.expiry.value}
          onChange={(e) => form.set('expiry', e.target.value)}
        />
        <Field
          label="CVC"
          name="cc-csc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={form.fields.cvc.value}
          onChange={(e) => form.set('cvc', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
