import type { ReactNode, Ref } from 'react';
import type { FormSubmit } from '../../src/kit/react/form-state';

export interface SubmitFormProps {
  readonly submit: FormSubmit<string>;
  /** The button's words, and its words while the form is sent. */
  readonly label: string;
  readonly busyLabel: string;
  readonly className?: string;
  /** The heading that names the form, by id. */
  readonly labelledBy?: string;
  /**
   * What aria-busy says when it is not the send (a method's button loading); null for a form
   * that says nothing busy (the order's review: the page moves on).
   */
  readonly ariaBusy?: boolean | null;
  /** Whether the button shows its busy words, when that is not the send's (a store's action). */
  readonly working?: boolean;
  /** Whether the button refuses a click, when more than the send holds it (a field loading). */
  readonly disabled?: boolean;
  readonly formRef?: Ref<HTMLFormElement>;
  /** Everything above the button: heading, the form's alert, its fields. */
  readonly children: ReactNode;
  /** Below the button (links to the other forms, an announcement). */
  readonly after?: ReactNode;
}

/**
 * The one shape of every form that sends: checked by the browser never (the form's own rules
 * say it), busy while sent, the submit button saying so and refusing a second click.
 */
export function SubmitForm({
  submit,
  label,
  busyLabel,
  className = 'mw-form',
  labelledBy,
  ariaBusy,
  working,
  disabled,
  formRef,
  children,
  after,
}: SubmitFormProps): ReactNode {
  const busy = ariaBusy === undefined ? submit.busy : ariaBusy;
  return (
    <form
      ref={formRef}
      className={className}
      onSubmit={submit.onSubmit}
      noValidate
      aria-busy={busy ?? undefined}
      aria-labelledby={labelledBy}
    >
      {children}
      <button type="submit" className="mw-button" aria-disabled={disabled ?? submit.busy}>
        {(working ?? submit.busy) ? busyLabel : label}
      </button>
      {after}
    </form>
  );
}
