import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { validateEmail } from '../../../src/domain/validation';
import { requestRecovery } from '../../../src/stores/user/actions';
import { $identity } from '../../../src/stores/user/state';
import { focusFirstInvalid, FormAlert } from '../../../src/kit/react';
import { EmailField } from '../../shared/EmailField';
import { useRouteGuard } from '../../shared/useRouteGuard';

export interface AmnesiaOptions {
  /** Where to go once the link is on its way; `?email=` is added. */
  readonly confirmationUrl: string;
}

/** The password recovery request: an email, then a link in the inbox. */
export function Amnesia({ options }: ContainerProps<AmnesiaOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  useRouteGuard();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === 'loading') return;
    const found = validateEmail(email.trim());
    setProblem(found);
    if (found) {
      focusFirstInvalid(form);
      return;
    }
    try {
      await requestRecovery(email);
      const next = new URL(options.confirmationUrl, window.location.href);
      next.searchParams.set('email', email.trim());
      window.location.assign(`${next.pathname}${next.search}`);
    } catch {
      // The store holds the message; the form keeps what was typed.
    }
  };

  const busy = status === 'loading';
  return (
    <form className="mw-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <EmailField
        value={email}
        error={problem}
        hint="We will send you a link to choose a new password."
        onChange={setEmail}
      />
      <button type="submit" className="mw-button" aria-disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </button>
    </form>
  );
}
