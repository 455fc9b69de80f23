import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { signupSent } from '@domain/messages';
import { FIELD_EMPTY, validateEmail, validateTerms } from '@domain/validation';
import { signup } from '@stores/user/actions';
import { $identity } from '@stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { PasswordField } from '../../shared/PasswordField';
import { SubmitForm } from '../../shared/SubmitForm';
import { TermsCheck } from '../../shared/TermsCheck';
import { Field, FormAlert } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { followUser } from '@stores/cart/account';
import type { SignupOptions } from './options';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

const filled = (value: string) => (value.trim() ? undefined : FIELD_EMPTY);
const CHECKS = {
  name: filled,
  email: validateEmail,
  password: (password: string) => (password ? undefined : FIELD_EMPTY),
  terms: validateTerms,
};

/** Name, email, password and the terms; then a confirmation link goes to the inbox. */
export function Signup({ options }: ContainerProps<SignupOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const form = useFormState(
    () => ({ name: '', email: '', password: '', terms: false }),
    CHECKS,
    'submit',
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  useRouteGuard();
  const { name, email, password } = form.fields;
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => signup(email.value, password.value, { full_name: name.value.trim() }),
    then: () => setSentTo(email.value.trim()),
    storeBusy: status === 'loading',
  });

  if (sentTo) {
    return (
      <p className="mw-form__done" role="status">
        {signupSent(sentTo)}
      </p>
    );
  }
  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'signup' }}
      label="Sign up"
      busyLabel="Signing up…"
      after={
        <p className="mw-form__links">
          Already a member? <a href={options.loginUrl}>Log in</a>
        </p>
      }
    >
      <FormAlert error={error} />
      <Field label="Name" name="name" autoComplete="name" {...form.input('name')} />
      <EmailField {...form.input('email')} />
      <PasswordField ruled {...form.input('password')} />
      <TermsCheck
        termsUrl={options.termsUrl}
        checked={form.fields.terms.value}
        error={form.shown('terms')}
        errorId="mw-signup-terms-error"
        name="terms"
        onChange={(checked) => form.set('terms', checked)}
      />
    </SubmitForm>
  );
}
