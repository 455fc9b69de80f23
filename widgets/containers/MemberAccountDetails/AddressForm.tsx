import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  addressToSave,
  memberAddress,
  validateMemberAddress,
} from '../../../src/domain/account-details';
import type { MemberAddress, MemberAddressKey } from '../../../src/domain/account-details';
import { Field, useSubmission } from '../../../src/kit/react';
import { $accountForms, saveShippingAddress } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { CountrySelect } from './CountrySelect';
import { SaveOutcome } from './SaveOutcome';

type TextKey = Exclude<MemberAddressKey, 'country'>;

// The checkout's labels and autofill names, so a browser fills both forms alike.
const LABELS: Readonly<Record<TextKey, readonly [string, string]>> = {
  firstname: ['First name', 'given-name'],
  lastname: ['Last name', 'family-name'],
  company: ['Company (optional)', 'organization'],
  address: ['Street and house number', 'address-line1'],
  address2: ['Apartment, suite, floor (optional)', 'address-line2'],
  zip: ['Postcode', 'postal-code'],
  city: ['City', 'address-level2'],
  state: ['State or region (optional)', 'address-level1'],
};

/** The shipping address the checkout offers the member ("Use my saved address"). */
export function AddressForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).address;
  const [address, setAddress] = useState<MemberAddress>(() => memberAddress(user));
  const title = useId();
  const form = useSubmission<MemberAddress>({
    check: () => validateMemberAddress(address),
    send: () => saveShippingAddress(addressToSave(address)),
    storeBusy: state.status === 'saving',
  });
  const change = (key: MemberAddressKey, value: string) => {
    setAddress((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  const field = (key: TextKey) => {
    const [label, autoComplete] = LABELS[key];
    return (
      <Field
        label={label}
        name={key}
        autoComplete={`shipping ${autoComplete}`}
        value={address[key]}
        error={form.problems[key]}
        onChange={(event) => change(key, event.target.value)}
      />
    );
  };
  return (
    <form
      className="mw-form mw-account__form"
      aria-labelledby={title}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id={title} className="mw-account__title">
        Your shipping address
      </h2>
      <SaveOutcome state={state} />
      <div className="mw-account__pair">
        {field('firstname')}
        {field('lastname')}
      </div>
      {field('company')}
      {field('address')}
      {field('address2')}
      <div className="mw-account__pair">
        {field('zip')}
        {field('city')}
      </div>
      {field('state')}
      <CountrySelect
        value={address.country}
        error={form.problems.country}
        onChange={(code) => change('country', code)}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
