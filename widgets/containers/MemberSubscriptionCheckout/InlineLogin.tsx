import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { FIELD_EMPTY, validateEmail } from '../../../src/domain/validation';
import { Field, FormAlert, useSubmission } from '../../../src/kit/react';
import { login } from '../../../src/stores/user/actions';
import { rememberReturnPath } from '../../../src/stores/user/routes';
import { $identity } from '../../../src/stores/user/state';
import { EmailField } from '../../shared/EmailField';

/**
 * The account step for a visitor: log in here and stay on the page with the plan chosen, or
 * sign up (confirming the address by email brings them back here).
 */
export function InlineLogin({
  signupUrl,
  amnesiaUrl,
}: {
  readonly signupUrl: string;
  readonly amnesiaUrl: string;
}): ReactNode {
  const { status, error } = useStore($identity);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmission<{ email: string; password: string }>({
    check: () => ({
      email: validateEmail(email.trim()),
      password: password ? undefined : FIELD_EMPTY,
    }),
    send: () => login(email, password, true),
    storeBusy: status === 'loading',
  });
  const back = () => rememberReturnPath(`${window.location.pathname}${window.location.search}`);
  return (
    <form className="mw-form" onSubmit={form.onSubmit} noValidate aria-busy={form.busy}>
      <p>Log in to your account, or create one: the plan is yours once it is paid.</p>
      <FormAlert error={error} />
      <EmailField value={email} error={form.problems.email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={form.problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="mw-button" aria-disabled={form.busy}>
        {form.busy ? 'Logging in…' : 'Log in'}
      </button>
      <p className="mw-form__links">
        <a href={amnesiaUrl} onClick={back}>
          Forgot your password?
        </a>{' '}
        ·{' '}
        <a href={signupUrl} onClick={back}>
          Create an account
        </a>
      </p>
    </form>
  );
}
