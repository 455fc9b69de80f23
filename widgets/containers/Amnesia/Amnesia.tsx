import { useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { validateEmail } from '../../../src/domain/validation';
import { requestRecovery } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { FormAlert, useSubmission } from '../../../src/kit/react';
import { EmailField } from '../../shared/EmailField';
import { useRouteGuard } from '../../shared/useRouteGuard';
import type { AmnesiaOptions } from './options';

/** The password recovery request: an email, then a link in the inbox. */
export function Amnesia({ options }: ContainerProps<AmnesiaOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [email, setEmail] = useState('');
  useRouteGuard();
  const form = useSubmission<{ email: string }>({
    check: () => ({ email: validateEmail(email.trim()) }),
    send: () => requestRecovery(email),
    then: () => {
      const next = new URL(options.confirmationUrl, window.location.href);
      next.searchParams.set('email', email.trim());
      window.location.assign(`${next.pathname}${next.search}`);
    },
    storeBusy: status === 'loading',
  });

  const busy = form.busy;
  return (
    <form className="mw-form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <EmailField
        value={email}
        error={form.problems.email}
        hint="We will send you a link to choose a new password."
        onChange={setEmail}
      />
      <button type="submit" className="mw-button" aria-disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </button>
    </form>
  );
}
