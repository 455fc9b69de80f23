import type { ReactNode } from 'react';
import { memberName, validateName } from '@domain/account-details';
import { Field } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { saveName } from '@stores/user/account-details';
import type { User } from '@stores/user/state';
import { AccountForm, useAccountSubmit } from './AccountForm';

const CHECKS = { name: validateName };

/** The member's name, as the header greets them. */
export function NameForm({ user }: { readonly user: User }): ReactNode {
  const form = useFormState(() => ({ name: memberName(user) }), CHECKS, 'submit');
  const submit = useAccountSubmit('name', {
    check: form.attempt,
    send: () => saveName(form.fields.name.value),
  });
  return (
    <AccountForm kind="name" submit={submit}>
      <Field label="Name" name="name" autoComplete="name" {...form.input('name')} />
    </AccountForm>
  );
}
