import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { emailChangePending, validateNewEmail } from '../../../src/domain/account-details';
import { Field } from '../../../src/kit/react';
import { useFormState, useFormSubmit } from '../../../src/kit/react/form-state';
import { $accountForms, saveEmail } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { AccountForm } from './AccountForm';

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
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => saveEmail(form.fields.email.value),
    // The link is on its way: the field is free for another change.
    then: () => form.set('email', ''),
    storeBusy: state.status === 'saving',
  });
  const pending = user.new_email && state.status !== 'saved' ? user.new_email : undefined;
  return (
    <AccountForm
      title="Your email address"
      state={state}
      submit={submit}
      label="Change email"
      busyLabel="Sending…"
      intro={
        <p className="mw-account__hint">
          We write to <strong>{user.email}</strong>.{pending && ` ${emailChangePending(pending)}`}
        </p>
      }
    >
      <Field
        label="New email address"
        type="email"
        name="new-email"
        autoComplete="email"
        {...form.input('email')}
      />
    </AccountForm>
  );
}
