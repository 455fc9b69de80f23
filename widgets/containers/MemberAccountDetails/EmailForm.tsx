import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { emailChangePending, validateNewEmail } from '@domain/account-details';
import { useFormState } from '@kit/react/form-state';
import { $accountForms, saveEmail } from '@stores/user/account-details';
import type { User } from '@stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { AccountForm, useAccountSubmit } from './AccountForm';

const CHECKS = {
  email: (email: string, all: { current: string }) => validateNewEmail(email, all.current),
};

/**
 * A new email address: the service mails a link to it, and the account keeps the current
 * address until the link is followed (TokenVerification on this page finishes the change).
 */
export function EmailForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).email;
  const form = useFormState(() => ({ email: '', current: user.email }), CHECKS, 'submit');
  // A confirmed change makes the new address the one a change must differ from.
  useEffect(() => form.set('current', user.email), [form, user.email]);
  const submit = useAccountSubmit('email', {
    check: form.attempt,
    send: () => saveEmail(form.fields.email.value),
    // The link is on its way: the field is free for another change.
    then: () => form.set('email', ''),
  });
  const pending = user.new_email && state.status !== 'saved' ? user.new_email : undefined;
  return (
    <AccountForm
      kind="email"
      submit={submit}
      intro={
        <p className="mw-account__hint">
          We write to <strong>{user.email}</strong>.{pending && ` ${emailChangePending(pending)}`}
        </p>
      }
    >
      <EmailField label="New email address" name="new-email" {...form.input('email')} />
    </AccountForm>
  );
}
