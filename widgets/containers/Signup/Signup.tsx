import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { signupSent } from '../../../src/domain/messages';
import { FIELD_EMPTY, validateEmail, validateTerms } from '../../../src/domain/validation';
import { signup } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { Field, focusFirstInvalid, FormAlert } from '../../../src/kit/react';
import { useRouteGuard } from '../../shared/useRouteGuard';

export interface SignupOptions {
  readonly loginUrl: string;
  readonly termsUrl: string;
}

type Problems = Partial<Record<'name' | 'email' | 'password' | 'terms', string>>;

/** Name, email, password and the terms; then a confirmation link goes to the inbox. */
export function Signup({ options }: ContainerProps<SignupOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  useRouteGuard();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === 'loading') return;
    const found: Problems = {
      name: name.trim() ? undefined : FIELD_EMPTY,
      email: validateEmail(email.trim()),
      password: password ? undefined : FIELD_EMPTY,
      terms: validateTerms(terms),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(form);
      return;
    }
    try {
      await signup(email, password, { full_name: name.trim() });
      setSentTo(email.trim());
    } catch {
      // The store holds the message; the form keeps what was typed.
    }
  };

  if (sentTo) {
    return (
      <p className="mw-form__done" role="status">
        {signupSent(sentTo)}
      </p>
    );
  }
  const busy = status === 'loading';
  return (
    <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
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
