import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { emailChangePending, validateNewEmail } from '../../../src/domain/account-details';
import { Field, useSubmission } from '../../../src/kit/react';
import { $accountForms, saveEmail } from '../../../src/stores/user/account-details';
import type { User } from '../../../src/stores/user/state';
import { SaveOutcome } from './SaveOutcome';

/**
 * A new email address: the service mails a link to it, and the account keeps the current
 * address until the link is followed (TokenVerification on this page finishes the change).
 */
export function EmailForm({ user }: { readonly user: User }): ReactNode {
  const state = useStore($accountForms).email;
  const [email, setEmail] = useState('');
  const title = useId();
  const form = useSubmission<{ email: string }>({
    check: () => ({ email: validateNewEmail(email, user.email) }),
    send: () => saveEmail(email),
    // The link is on its way: the field is free for another change.
    then: () => setEmail(''),
    storeBusy: state.status === 'saving',
  });
  const pending = user.new_email && state.status !== 'saved' ? user.new_email : undefined;
  return (
    <form
      className="mw-form mw-account__form"
      aria-labelledby={title}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id={title} className="mw-account__title">
        Your email address
      </h2>
      <p className="mw-account__hint">
        We write to <strong>{user.email}</strong>.{pending && ` ${emailChangePending(pending)}`}
      </p>
      <SaveOutcome state={state} />
      <Field
        label="New email address"
        type="email"
        name="new-email"
        autoComplete="email"
        value={email}
        error={form.problems.email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Change email'}
      </button>
    </form>
  );
}
