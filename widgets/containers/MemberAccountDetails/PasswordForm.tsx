import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '../../../src/domain/account-details';
import { Field, useSubmission } from '../../../src/kit/react';
import { $accountForms, savePassword } from '../../../src/stores/user/account-details';
import { SaveOutcome } from './SaveOutcome';

/** A new password, typed twice so a slip of the finger cannot lock the member out. */
export function PasswordForm({ email }: { readonly email: string }): ReactNode {
  const state = useStore($accountForms).password;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const title = useId();
  const form = useSubmission<{ password: string; repeat: string }>({
    check: () => validateNewPassword(password, repeat),
    send: () => savePassword(password),
    // Saved: no password lingers in the page.
    then: () => {
      setPassword('');
      setRepeat('');
    },
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
        Your password
      </h2>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <SaveOutcome state={state} />
      <Field
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        error={form.problems.password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
      />
      <Field
        label="Repeat the new password"
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        error={form.problems.repeat}
        onChange={(event) => {
          setRepeat(event.target.value);
          form.clear('repeat');
        }}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
