import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { FIELD_EMPTY, validateEmail } from '../../../src/domain/validation';
import { login } from '../../../src/stores/user/actions';
import { rememberReturnParam, takeReturnPath } from '../../../src/stores/user/routes';
import { $identity } from '../../../src/stores/user/state';
import { EmailField } from '../../shared/EmailField';
import { Field, FormAlert, useSubmission } from '../../../src/kit/react';
import { useRouteGuard } from '../../shared/useRouteGuard';
import { followUser } from '../../../src/stores/cart/account';
import type { LoginOptions } from './options';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

/**
 * Email and password, with "remember me" (the only case the session outlives the tab). After
 * login the member goes back to the remembered path, same-origin only, else /membership/.
 */
export function Login({ options }: ContainerProps<LoginOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  useRouteGuard();
  useEffect(() => rememberReturnParam(window.location.search), []);
  const form = useSubmission<{ email: string; password: string }>({
    check: () => ({
      email: validateEmail(email.trim()),
      password: password ? undefined : FIELD_EMPTY,
    }),
    send: () => login(email, password, remember),
    then: () => window.location.assign(takeReturnPath()),
    storeBusy: status === 'loading',
  });

  const busy = form.busy;
  return (
    <form className="mw-form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
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
