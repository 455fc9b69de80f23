import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { validateEmail } from '@domain/validation';
import { requestRecovery } from '@stores/user/actions';
import { $identity } from '@stores/user/state';
import { FormAlert } from '@kit/react';
import { useFormState } from '@kit/react/form-state';
import { useFormSubmit } from '@kit/react/form-submit';
import { EmailField } from '../../shared/EmailField';
import { SubmitForm } from '../../shared/SubmitForm';
import { useRouteGuard } from '../../shared/useRouteGuard';
import type { AmnesiaOptions } from './options';

const CHECKS = { email: validateEmail };

/** The password recovery request: an email, then a link in the inbox. */
export function Amnesia({ options }: ContainerProps<AmnesiaOptions>): ReactNode {
  const { status, error } = useStore($identity);
  const form = useFormState(() => ({ email: '' }), CHECKS, 'submit');
  useRouteGuard();
  const email = form.fields.email;
  const submit = useFormSubmit({
    check: form.attempt,
    send: () => requestRecovery(email.value),
    // The address stays out of the next page's address: an address is in the history, the
    // server's logs and the Referer of whatever that page loads.
    then: () => window.location.assign(options.confirmationUrl),
    storeBusy: status === 'loading',
  });

  return (
    <SubmitForm
      submit={submit}
      post={{ name: 'recovery', next: options.confirmationUrl }}
      label="Send me a link"
      busyLabel="Sending…"
    >
      <FormAlert error={error} />
      <EmailField
        hint="We will send you a link to choose a new password."
        {...form.input('email')}
      />
    </SubmitForm>
  );
}
