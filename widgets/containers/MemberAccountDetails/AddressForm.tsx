import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  MEMBER_ADDRESS_KEYS,
  addressToSave,
  memberAddress,
  validateMemberAddress,
} from '../../../src/domain/account-details';
import type { MemberAddress } from '../../../src/domain/account-details';
import { checksByRule, useFormState, useFormSubmit } from '../../../src/kit/react/form-state';
import { $accountForms, saveShippingAddress } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { AddressLines } from '../../shared/AddressLines';
import { AccountForm } from './AccountForm';
import { CountrySelect } from './CountrySelect';

// Each field's problem is the address rule's answer for that field.
const CHECKS = checksByRule<MemberAddress>(MEMBER_ADDRESS_KEYS, validateMemberAddress);

/** The shipping address the checkout offers the member ("Use my saved address"). */
export function AddressForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).address;
  const form = useFormState(() => memberAddress(user), CHECKS, 'submit');
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => saveShippingAddress(addressToSave(form.values())),
    storeBusy: state.status === 'saving',
  });
  return (
    <AccountForm
      title="Your shipping address"
      state={state}
      submit={submit}
      label="Save address"
      busyLabel="Saving…"
    >
      <AddressLines form={form} section="shipping" pairClassName="mw-account__pair" />
      <CountrySelect
        value={form.fields.country.value}
        error={form.shown('country')}
        onChange={(code) => form.set('country', code)}
      />
    </AccountForm>
  );
}
