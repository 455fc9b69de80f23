import type { ReactNode } from 'react';
import {
  MEMBER_ADDRESS_KEYS,
  addressToSave,
  memberAddress,
  validateMemberAddress,
} from '@domain/account-details';
import type { MemberAddress } from '@domain/account-details';
import { checksByRule, useFormState } from '@kit/react/form-state';
import { saveShippingAddress } from '@stores/user/account-details';
import type { User } from '@stores/user/state';
import { AddressLines } from '../../shared/AddressLines';
import { AccountForm, useAccountSubmit } from './AccountForm';
import { CountrySelect } from './CountrySelect';

// Each field's problem is the address rule's answer for that field.
const CHECKS = checksByRule<MemberAddress>(MEMBER_ADDRESS_KEYS, validateMemberAddress);

/** The shipping address the checkout offers the member ("Use my saved address"). */
export function AddressForm({ user }: { readonly user: User }): ReactNode {
  const form = useFormState(() => memberAddress(user), CHECKS, 'submit');
  const submit = useAccountSubmit('address', {
    check: form.attempt,
    send: () => saveShippingAddress(addressToSave(form.values())),
  });
  return (
    <AccountForm kind="address" submit={submit}>
      <AddressLines form={form} section="shipping" pairClassName="mw-account__pair" />
      <CountrySelect
        value={form.fields.country.value}
        error={form.shown('country')}
        onChange={(code) => form.set('country', code)}
      />
    </AccountForm>
  );
}
