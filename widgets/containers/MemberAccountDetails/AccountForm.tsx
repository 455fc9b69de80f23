import { useId } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useFormSubmit } from '@kit/react/form-submit';
import type { FormSubmit, SubmitSpec } from '@kit/react/form-submit';
import { $accountForms, forgetAccountOutcome } from '@stores/user/account-details';
import type { AccountForm as Kind } from '@stores/user/account-details';
import { SubmitForm } from '../../shared/SubmitForm';
import { SaveOutcome } from './SaveOutcome';

// Each form's heading, its button's words, and their words while it saves.
const WORDS: Readonly<Record<Kind, readonly [string, string, string]>> = {
  name: ['Your name', 'Save name', 'Saving…'],
  email: ['Your email address', 'Change email', 'Sending…'],
  password: ['Your password', 'Change password', 'Saving…'],
  address: ['Your shipping address', 'Save address', 'Saving…'],
};

/**
 * A form's submit that waits while the same form saves (from another tab's widget, say); a
 * try its checks refuse clears the last outcome, so "Saved!" never stands beside a new error.
 */
export function useAccountSubmit<P extends string>(
  kind: Kind,
  spec: Omit<SubmitSpec<P>, 'storeBusy'>,
): FormSubmit<P> {
  const saving = useStore($accountForms)[kind].status === 'saving';
  const check = () => {
    const problems = spec.check();
    if (Object.values(problems).some(Boolean)) forgetAccountOutcome(kind);
    return problems;
  };
  return useFormSubmit<P>({ ...spec, check, storeBusy: saving });
}

/**
 * One of the account's forms: its heading names it, what it says before its result (whose
 * address, for whom), its own result and refusal, its fields and its button.
 */
export function AccountForm({
  kind,
  submit,
  intro,
  children,
}: {
  readonly kind: Kind;
  readonly submit: FormSubmit<string>;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}): ReactNode {
  const state = useStore($accountForms)[kind];
  const titleId = useId();
  const [title, label, busyLabel] = WORDS[kind];
  return (
    <SubmitForm
      submit={submit}
      post={{ name: kind === 'password' ? 'password' : 'account' }}
      label={label}
      busyLabel={busyLabel}
      labelledBy={titleId}
      className="mw-form mw-account__form"
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
