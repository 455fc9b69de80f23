import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '../../../src/domain/account-details';
import { Field } from '../../../src/kit/react';
import { checksByRule, useFormState, useFormSubmit } from '../../../src/kit/react/form-state';
import { $accountForms, savePassword } from '../../../src/stores/user/account-details';
import { AccountForm } from './AccountForm';

interface Passwords {
  password: string;
  repeat: string;
}
const EMPTY: Passwords = { password: '', repeat: '' };
// The pair's rule answers for both fields at once.
const CHECKS = checksByRule<Passwords>(['password', 'repeat'], (all) =>
  validateNewPassword(all.password, all.repeat),
);

/** A new password, typed twice so a slip of the finger cannot lock the member out. */
export function PasswordForm({ email }: { readonly email: string }): ReactNode {
  const state = useStore($accountForms).password;
  const form = useFormState(() => EMPTY, CHECKS, 'submit');
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => savePassword(form.fields.password.value),
    // Saved: no password lingers in the page.
    then: () => form.patch(EMPTY),
    storeBusy: state.status === 'saving',
  });
  return (
    <AccountForm
      title="Your password"
      state={state}
      submit={submit}
      label="Change password"
      busyLabel="Saving…"
      intro={
        // For password managers: whose password this is.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      }
    >
      <Field
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...form.input('password')}
      />
      <Field
        label="Repeat the new password"
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        {...form.input('repeat')}
      />
    </AccountForm>
  );
}
