import { useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { savedShippingAddress } from '../../../src/domain/account-details';
import { useSubmission } from '../../../src/kit/react';
import { useFormState } from '../../../src/kit/react/form-state';
import { $accountForms, saveShippingAddress } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { AddressFields } from '../../shared/AddressFields';
import { ADDRESS_CHECKS, addressValues, trimmedAddress } from '../../shared/address-form';
import type { AddressValues } from '../../shared/address-form';
import { SaveOutcome } from './SaveOutcome';

/** The shipping address the checkout offers the member ("Use my saved address"). */
export function AddressForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).address;
  const fields = useFormState(() => addressValues(savedShippingAddress(user)), ADDRESS_CHECKS);
  const title = useId();
  const form = useSubmission<AddressValues>({
    check: () => fields.attempt(),
    send: () => saveShippingAddress(trimmedAddress(fields.values())),
    storeBusy: state.status === 'saving',
  });
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
      <AddressFields legend="Shipping address" form={fields} section="shipping" />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
