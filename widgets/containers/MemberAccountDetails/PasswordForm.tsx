import type { ReactNode } from 'react';
import { validateNewPassword } from '@domain/account-details';
import { checksByRule, useFormState } from '@kit/react/form-state';
import { savePassword } from '@stores/user/account-details';
import { PasswordField } from '../../shared/PasswordField';
import { AccountForm, useAccountSubmit } from './AccountForm';

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
  const form = useFormState(() => EMPTY, CHECKS, 'submit');
  const submit = useAccountSubmit('password', {
    check: form.attempt,
    send: () => savePassword(form.fields.password.value),
    // Saved: no password lingers in the page.
    then: () => form.patch(EMPTY),
  });
  const repeat = form.input('repeat');
  return (
    <AccountForm
      kind="password"
      submit={submit}
      intro={
        // For password managers: whose password this is.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      }
    >
      <PasswordField label="New password" name="new-password" ruled {...form.input('password')} />
      <PasswordField label="Repeat the new password" name="repeat-password" {...repeat} />
    </AccountForm>
  );
}
