import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FormSubmit } from '../../../src/kit/react/form-state';
import type { AccountFormState } from '../../../src/stores/user/account-details';
import { SubmitForm } from '../../shared/SubmitForm';
import { SaveOutcome } from './SaveOutcome';

/**
 * One of the account's forms: its heading names it, what it says before its result (whose
 * address, for whom), its own result and refusal, its fields and its button.
 */
export function AccountForm({
  title,
  state,
  submit,
  label,
  busyLabel,
  intro,
  children,
}: {
  readonly title: string;
  readonly state: AccountFormState;
  readonly submit: FormSubmit<string>;
  readonly label: string;
  readonly busyLabel: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}): ReactNode {
  const titleId = useId();
  return (
    <SubmitForm
      submit={submit}
      label={label}
      busyLabel={busyLabel}
      className="mw-form mw-account__form"
      labelledBy={titleId}
    >
      <h2 id={titleId} className="mw-account__title">
        {title}
      </h2>
      {intro}
      <SaveOutcome state={state} />
      {children}
    </SubmitForm>
  );
}
