import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { FIELD_EMPTY, validateEmail } from '../../../src/domain/validation';
import { login } from '../../../src/stores/user/actions';
import { rememberReturnParam, takeReturnPath } from '../../../src/stores/user/routes';
import { $identity } from '../../../src/stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { Field, focusFirstInvalid, FormAlert } from '../../../src/kit/react';
import { useRouteGuard } from '../../shared/useRouteGuard';

export interface LoginOptions {
  readonly signupUrl: string;
  readonly amnesiaUrl: string;
}

/**
 * Email and password, with "remember me" (the only case the session outlives the tab). After
 * login the member goes back to the remembered path, same-origin only, else /membership/.
 */
export function Login({ options }: ContainerProps<LoginOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  useRouteGuard();
  useEffect(() => rememberReturnParam(window.location.search), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === 'loading') return;
    const found = {
      email: validateEmail(email.trim()),
      password: password ? undefined : FIELD_EMPTY,
    };
    setProblems(found);
    if (found.email || found.password) {
      focusFirstInvalid(form);
      return;
    }
    try {
      await login(email, password, remember);
      window.location.assign(takeReturnPath());
    } catch {
      // The store holds the message; the form keeps what was typed.
    }
  };

  const busy = status === 'loading';
  return (
    <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <EmailField value={email} error={problems.email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label className="mw-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
        Remember me on this device
      </label>
      <button type="submit" className="mw-button" aria-disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
      <p className="mw-form__links">
        <a href={options.amnesiaUrl}>Forgot your password?</a> ·{' '}
        <a href={options.signupUrl}>Create an account</a>
      </p>
    </form>
  );
}
