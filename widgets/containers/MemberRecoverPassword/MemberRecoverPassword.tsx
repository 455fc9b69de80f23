import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { PASSWORD_CHANGED } from '../../../src/domain/messages';
import { FIELD_EMPTY } from '../../../src/domain/validation';
import { updatePassword } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { Field, FormAlert, useSubmission } from '../../../src/kit/react';
import type { MemberRecoverPasswordOptions } from './options';

/**
 * The new password after a recovery link logged the member in. Until the link's token has
 * been checked (TokenVerification on the same page) it waits, quietly.
 */
export function MemberRecoverPassword({
  options,
}: ContainerProps<MemberRecoverPasswordOptions>): ReactNode {
  const { user, saving, error } = useStore($identity);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useSubmission<{ password: string }>({
    check: () => ({ password: password ? undefined : FIELD_EMPTY }),
    send: () => updatePassword(password),
    then: () => setDone(true),
    storeBusy: saving.password,
  });

  if (done) {
    return (
      <p className="mw-form__done" role="status">
        {PASSWORD_CHANGED} <a href={options.memberUrl}>Go to your member area</a>
      </p>
    );
  }
  if (!user) return null;

  return (
    <form className="mw-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
      <FormAlert error={error} />
      <Field
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        error={form.problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save my new password'}
      </button>
    </form>
  );
}
