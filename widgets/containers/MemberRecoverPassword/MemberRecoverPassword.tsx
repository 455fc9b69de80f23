import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { PASSWORD_CHANGED } from '../../../src/domain/messages';
import { FIELD_EMPTY } from '../../../src/domain/validation';
import { updatePassword } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { Field, focusFirstInvalid, FormAlert } from '../../../src/kit/react';

export interface MemberRecoverPasswordOptions {
  readonly memberUrl: string;
}

/**
 * The new password after a recovery link logged the member in. Until the link's token has
 * been checked (TokenVerification on the same page) it waits, quietly.
 */
export function MemberRecoverPassword({
  options,
}: ContainerProps<MemberRecoverPasswordOptions>): ReactNode {
  const { user, saving, error } = useStore($identity);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <p className="mw-form__done" role="status">
        {PASSWORD_CHANGED} <a href={options.memberUrl}>Go to your member area</a>
      </p>
    );
  }
  if (!user) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (saving.password) return;
    const found = password ? undefined : FIELD_EMPTY;
    setProblem(found);
    if (found) {
      focusFirstInvalid(form);
      return;
    }
    try {
      await updatePassword(password);
      setDone(true);
    } catch {
      // The store holds the message; the field keeps what was typed.
    }
  };

  return (
    <form
      className="mw-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={saving.password}
    >
      <FormAlert error={error} />
      <Field
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        error={problem}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="mw-button" aria-disabled={saving.password}>
        {saving.password ? 'Saving…' : 'Save my new password'}
      </button>
    </form>
  );
}
