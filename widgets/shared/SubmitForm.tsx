import type { ReactNode, Ref } from 'react';
import type { FormSubmit } from '@kit/react/form-submit';
import { PostFields, postTo } from './FormPost';
import type { FormPost } from './FormPost';

/** Where a form's busy state is more than its send's. */
export interface FormBusy {
  /** What aria-busy says (a method's button loading); null: nothing (the page moves on). */
  readonly form?: boolean | null;
  /** Whether the button says its busy words (the store's action for this form runs). */
  readonly words?: boolean;
  /** Whether the button refuses a click (a field still loading). */
  readonly button?: boolean;
}

export interface SubmitFormProps {
  readonly submit: FormSubmit<string>;
  /** Where the form posts while its widget's code is not there (see FormPost.tsx). */
  readonly post: FormPost;
  /** The button's words, and its words while the form is sent. */
  readonly label: string;
  readonly busyLabel: string;
  readonly className?: string;
  /** The heading that names the form, by id. */
  readonly labelledBy?: string;
  readonly busy?: FormBusy;
  readonly formRef?: Ref<HTMLFormElement>;
  /** Everything above the button: heading, the form's alert, its fields. */
  readonly children: ReactNode;
  /** Below the button (links to the other forms). */
  readonly after?: ReactNode;
}

/**
 * The one shape of every form that sends: checked by its own rules, never the browser's,
 * busy while sent, the submit button saying so and refusing a second click; without its
 * widget's code, a post to its endpoint.
 */
export function SubmitForm({
  submit,
  post,
  label,
  busyLabel,
  className = 'mw-form',
  labelledBy,
  busy = {},
  formRef,
  children,
  after,
}: SubmitFormProps): ReactNode {
  const ariaBusy = busy.form === undefined ? submit.busy : busy.form;
  return (
    <form
      ref={formRef}
      {...postTo(post)}
      className={className}
      onSubmit={submit.onSubmit}
      noValidate
      aria-busy={ariaBusy ?? undefined}
      aria-labelledby={labelledBy}
    >
      {children}
      <button type="submit" className="mw-button" aria-disabled={busy.button ?? submit.busy}>
        {(busy.words ?? submit.busy) ? busyLabel : label}
      </button>
      {after}
      <PostFields post={post} />
    </form>
  );
}
