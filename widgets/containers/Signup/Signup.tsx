import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { signupSent } from '../../../src/domain/messages';
import { FIELD_EMPTY, validateEmail, validateTerms } from '../../../src/domain/validation';
import { signup } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { Field, FormAlert, useSubmission } from '../../../src/kit/react';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { followUser } from '../../../src/stores/cart/account';
import type { SignupOptions } from './options';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

type Problems = Partial<Record<'name' | 'email' | 'password' | 'terms', string>>;

/** Name, email, password and the terms; then a confirmation link goes to the inbox. */
export function Signup({ options }: ContainerProps<SignupOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useRouteGuard();

  const form = useSubmission<Problems>({
    check: () => ({
      name: name.trim() ? undefined : FIELD_EMPTY,
      email: validateEmail(email.trim()),
      password: password ? undefined : FIELD_EMPTY,
      terms: validateTerms(terms),
    }),
    send: () => signup(email, password, { full_name: name.trim() }),
    then: () => setSentTo(email.trim()),
    storeBusy: status === 'loading',
  });
  const { problems } = form;

  if (sentTo) {
    return (
      <p className="mw-form__done" role="status">
        {signupSent(sentTo)}
      </p>
    );
  }
  const busy = form.busy;
  return (
    <form className="mw-form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        error={problems.name}
        onChange={(e) => setName(e.target.value)}
      />
      <EmailField value={email} error={problems.email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        value={password}
        error={problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="mw-field">
        <label className="mw-check">
          <input
            type="checkbox"
            checked={terms}
            aria-invalid={problems.terms ? true : undefined}
            aria-describedby={problems.terms ? 'mw-signup-terms-error' : undefined}
            onChange={(e) => setTerms(e.target.checked)}
          />{' '}
          I accept the <a href={options.termsUrl}>terms of service</a>
        </label>
        {problems.terms && (
          <p id="mw-signup-terms-error" className="mw-field__error">
            {problems.terms}
          </p>
        )}
      </div>
      <button type="submit" className="mw-button" aria-disabled={busy}>
        {busy ? 'Signing up…' : 'Sign up'}
      </button>
      <p className="mw-form__links">
        Already a member? <a href={options.loginUrl}>Log in</a>
      </p>
    </form>
  );
}
