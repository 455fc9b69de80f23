import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { FIELD_EMPTY, validateEmail } from '@domain/validation';
import { login } from '@stores/user/actions';
import { rememberReturnParam, takeReturnPath } from '@stores/user/routes';
import { $identity } from '@stores/user/state';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SubmitForm } from './SubmitForm';
import { FormAlert } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { useRouteGuard } from './useRouteGuard';
import { followUser } from '@stores/cart/account';

// The header sleeps on a visitor's page: a sign-in here must take the cart along itself.
followUser();

const CHECKS = {
  email: validateEmail,
  password: (password: string) => (password ? undefined : FIELD_EMPTY),
};

/** Where the form's links lead. */
export interface LoginLinks {
  readonly signupUrl: string;
  readonly amnesiaUrl: string;
}

/**
 * Email and password, with "remember me" (the only case the session outlives the tab). After
 * login the member goes back to the remembered path, same-origin only, else /membership/.
 * The Login container is this form; the plan checkout shows it to a visitor.
 */
export function LoginForm({ signupUrl, amnesiaUrl }: LoginLinks): ReactNode {
  const { status, error } = useStore($identity);
  const form = useFormState(() => ({ email: '', password: '', remember: true }), CHECKS, 'submit');
  useRouteGuard();
  useEffect(() => rememberReturnParam(window.location.search), []);
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => {
      const { email, password, remember } = form.values();
      return login(email, password, remember);
    },
    then: () => window.location.assign(takeReturnPath()),
    storeBusy: status === 'loading',
  });

  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'login' }}
      label="Log in"
      busyLabel="Logging in…"
      after={
        <p className="mw-form__links">
          <a href={amnesiaUrl}>Forgot your password?</a> · <a href={signupUrl}>Create an account</a>
        </p>
      }
    >
      <FormAlert error={error} />
      <EmailField {...form.input('email')} />
      <PasswordField current {...form.input('password')} />
      <label className="mw-check">
        <input
          type="checkbox"
          name="remember"
          checked={form.fields.remember.value}
          onChange={(e) => form.set('remember', e.target.checked)}
        />{' '}
        Remember me on this device
      </label>
    </SubmitForm>
  );
}
