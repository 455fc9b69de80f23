import type { ReactNode } from 'react';
import { Field } from '../../../../src/kit/react';
import { CountryPicker } from './CountryPicker';
import type { AddressKey, AddressValues } from './details-form';
import type { FormState } from '../../../../src/kit/react/form-state';

const LABELS: Readonly<Record<Exclude<AddressKey, 'country'>, [string, string]>> = {
  firstname: ['First name', 'given-name'],
  lastname: ['Last name', 'family-name'],
  company: ['Company (optional)', 'organization'],
  address: ['Street and house number', 'address-line1'],
  address2: ['Apartment, suite, floor (optional)', 'address-line2'],
  zip: ['Postcode', 'postal-code'],
  city: ['City', 'address-level2'],
  state: ['State or region (optional)', 'address-level1'],
};

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
  const field = (key: Exclude<AddressKey, 'country'>) => {
    const [label, autoComplete] = LABELS[key];
    return (
      <Field
        key={key}
        label={label}
        name={`${section}-${key}`}
        autoComplete={`${section} ${autoComplete}`}
        value={form.fields[key].value}
        error={form.shown(key)}
        onChange={(event) => form.set(key, event.target.value)}
        onBlur={() => form.touch(key)}
      />
    );
  };
  return (
    <fieldset className="mw-fieldset mw-address">
      <legend>{legend}</legend>
      <div className="mw-address__pair">
        {field('firstname')}
        {field('lastname')}
      </div>
      {field('company')}
      {field('address')}
      {field('address2')}
      <div className="mw-address__pair">
        {field('zip')}
        {field('city')}
      </div>
      {field('state')}
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
