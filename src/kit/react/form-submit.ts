import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';
import type { Problems } from './form-state';

export type SubmissionStatus = 'idle' | 'checking' | 'submitting' | 'done' | 'failed';

export interface SubmitSpec<P extends string> {
  /** The problems now (a form state's `attempt`, and any the form checks beside its fields). */
  check(): Partial<Record<P, string | undefined>>;
  /** Sends the form; a rejection leaves everything typed in place (the store says why). */
  send(): Promise<unknown>;
  /** After a successful send (navigate, say thanks, empty a field). */
  then?(): void;
  /** The store is already busy with this kind of request (another widget's): ignore a submit. */
  readonly storeBusy?: boolean;
}

export interface FormSubmit<P extends string> {
  readonly status: SubmissionStatus;
  /** True while the request runs: the button says so and a second submit is ignored. */
  readonly busy: boolean;
  /** The last check's problems, for a problem that has no field in a form state. */
  readonly problems: Problems<P>;
  /** For `<form onSubmit>`. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Forgets one problem as the reader answers it. */
  clear(name: P): void;
}

function createSubmission<P extends string>(first: SubmitSpec<P>) {
  // The latest check and send, so the submit handler stays one stable function.
  let latest = first;
  const status = signal<SubmissionStatus>('idle');
  const problems = signal<Problems<P>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const spec = latest;
    if (status.peek() === 'submitting' || spec.storeBusy) return;
    const found = Object.fromEntries(
      Object.entries(spec.check()).filter(([, text]) => Boolean(text)),
    ) as Problems<P>;
    problems.value = found;
    if (Object.keys(found).length > 0) {
      status.value = 'checking';
      focusFirstInvalid(event.currentTarget);
      return;
    }
    status.value = 'submitting';
    spec.send().then(
      () => {
        status.value = 'done';
        latest.then?.();
      },
      () => (status.value = 'failed'),
    );
  };
  const follow = (spec: SubmitSpec<P>) => void (latest = spec);
  const clear = (name: P) => {
    if (problems.peek()[name]) problems.value = { ...problems.peek(), [name]: undefined };
  };
  return { status, problems, onSubmit, follow, clear };
}

/**
 * A form's submit: check, move focus to the first invalid field, send once at a time, and
 * keep what was typed when the send fails. The send's own error lives in the store the action
 * writes, so every widget showing that store agrees. Its status is a signal, like the fields.
 */
export function useFormSubmit<P extends string = never>(spec: SubmitSpec<P>): FormSubmit<P> {
  useSignals();
  const [submission] = useState(() => createSubmission<P>(spec));
  useLayoutEffect(() => submission.follow(spec));
  const status = submission.status.value;
  return {
    status,
    problems: submission.problems.value,
    busy: status === 'submitting' || spec.storeBusy === true,
    onSubmit: submission.onSubmit,
    clear: submission.clear,
  };
}
