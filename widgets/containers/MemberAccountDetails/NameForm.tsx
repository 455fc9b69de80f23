import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { memberName, validateName } from '../../../src/domain/account-details';
import { Field } from '../../../src/kit/react';
import { useFormState, useFormSubmit } from '../../../src/kit/react/form-state';
import { $accountForms, saveName } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { AccountForm } from './AccountForm';

const CHECKS = { name: validateName };

/** The member's name, as the header greets them. */
export function NameForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).name;
  const form = useFormState(() => ({ name: memberName(user) }), CHECKS, 'submit');
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => saveName(form.fields.name.value),
    storeBusy: state.status === 'saving',
  });
  return (
    <AccountForm
      title="Your name"
      state={state}
      submit={submit}
      label="Save name"
      busyLabel="Saving…"
    >
      <Field label="Name" name="name" autoComplete="name" {...form.input('name')} />
    </AccountForm>
  );
}
