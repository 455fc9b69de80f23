import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { FormState } from '@kit/react/form-state';
import { AddressLines } from '../../../shared/AddressLines';
import { CountryPicker } from './CountryPicker';
import type { AddressValues } from './details-form';

/** An address's fields on one form state: a signal each, problems shown once left. */
export function AddressFields({
  legend,
  form,
  section,
}: {
  readonly legend: string;
  readonly form: FormState<AddressValues>;
  /** The autocomplete section, so a browser fills shipping and billing apart. */
  readonly section: 'shipping' | 'billing';
}): ReactNode {
  useSignals();
  return (
    <fieldset className="mw-fieldset mw-address">
      <legend>{legend}</legend>
      <AddressLines form={form} section={section} pairClassName="mw-address__pair" sectionedNames />
      <CountryPicker
        label="Country"
        value={form.fields.country.value}
        error={form.shown('country')}
        onChange={(code) => form.set('country', code)}
        onBlur={() => form.touch('country')}
      />
    </fieldset>
  );
}
