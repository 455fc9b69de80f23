import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { MemberAddress, MemberAddressKey } from '@domain/address-form';
import { Field } from '@kit/react';
import type { FormState } from '@kit/react/form-state';

type LineKey = Exclude<MemberAddressKey, 'country'>;

// One set of labels and autofill names, so a browser fills the checkout and the account alike.
const LABELS: Readonly<Record<LineKey, readonly [string, string]>> = {
  firstname: ['First name', 'given-name'],
  lastname: ['Last name', 'family-name'],
  company: ['Company (optional)', 'organization'],
  address: ['Street and house number', 'address-line1'],
  address2: ['Apartment, suite, floor (optional)', 'address-line2'],
  zip: ['Postcode', 'postal-code'],
  city: ['City', 'address-level2'],
  state: ['State or region (optional)', 'address-level1'],
};

/**
 * An address's text fields, the country aside (each form picks it its own way): names in
 * pairs where they belong together, each bound to its signal on the form state.
 */
export function AddressLines({
  form,
  section,
  pairClassName,
  sectionedNames = false,
}: {
  readonly form: FormState<MemberAddress>;
  /** The autocomplete section, so a browser fills shipping and billing apart. */
  readonly section: 'shipping' | 'billing';
  readonly pairClassName: string;
  /** Field names carry the section (two addresses on one form). */
  readonly sectionedNames?: boolean;
}): ReactNode {
  useSignals();
  const field = (key: LineKey) => {
    const [label, autoComplete] = LABELS[key];
    return (
      <Field
        key={key}
        label={label}
        name={sectionedNames ? `${section}-${key}` : key}
        autoComplete={`${section} ${autoComplete}`}
        {...form.input(key)}
      />
    );
  };
  return (
    <>
      <div className={pairClassName}>
        {field('firstname')}
        {field('lastname')}
      </div>
      {field('company')}
      {field('address')}
      {field('address2')}
      <div className={pairClassName}>
        {field('zip')}
        {field('city')}
      </div>
      {field('state')}
    </>
  );
}
