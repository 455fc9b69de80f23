import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { PASSWORD_CHANGED } from '@domain/messages';
import { FIELD_EMPTY } from '@domain/validation';
import { updatePassword } from '@stores/user/actions';
import { $identity } from '@stores/user/state';
import { FormAlert } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { PasswordField } from '../../shared/PasswordField';
import { SubmitForm } from '../../shared/SubmitForm';
import type { MemberRecoverPasswordOptions } from './options';

const CHECKS = { password: (password: string) => (password ? undefined : FIELD_EMPTY) };

/**
 * The new password after a recovery link logged the member in. Until the link's token has
 * been checked (TokenVerification on the same page) it waits, quietly.
 */
export function MemberRecoverPassword({
  options,
}: ContainerProps<MemberRecoverPasswordOptions>): ReactNode {
  const { user, saving, error } = useStore($identity);
  const form = useFormState(() => ({ password: '' }), CHECKS, 'submit');
  const [done, setDone] = useState(false);
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => updatePassword(form.fields.password.value),
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
    <SubmitForm
      submit={submit}
      post={{ name: 'new-password' }}
      label="Save my new password"
      busyLabel="Saving…"
    >
      <FormAlert error={error} />
      <PasswordField label="New password" ruled {...form.input('password')} />
    </SubmitForm>
  );
}
