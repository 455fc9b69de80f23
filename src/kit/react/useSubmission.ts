import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';

export type SubmissionStatus = 'idle' | 'checking' | 'submitting' | 'done' | 'failed';

export interface Submission<P extends object> {
  readonly status: SubmissionStatus;
  /** Each field's own problem after the last check, by field name. */
  readonly problems: Partial<Record<keyof P, string>>;
  /** True while the request runs: the button says so and a second submit is ignored. */
  readonly busy: boolean;
  /** For `<form onSubmit>`. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Clears one field's problem as the reader corrects it. */
  readonly clear: (field: keyof P) => void;
}

export interface SubmissionSpec<P extends object> {
  /** Field problems for the current values; an empty object means the form may be sent. */
  check(): Partial<Record<keyof P, string | undefined>>;
  /** Sends the form; a rejection leaves everything typed in place (the store says why). */
  send(): Promise<unknown>;
  /** After a successful send (navigate, say thanks). */
  then?(): void;
  /** The store is already busy with this kind of request (another widget's): ignore a submit. */
  readonly storeBusy?: boolean;
}

const problemsOnly = <P extends object>(found: Partial<Record<keyof P, string | undefined>>) =>
  Object.fromEntries(Object.entries(found).filter(([, text]) => Boolean(text))) as Partial<
    Record<keyof P, string>
  >;

/**
 * A form's submission state: check the fields, move focus to the first invalid one, send once
 * at a time, and keep what was typed when the send fails. The error of the send itself lives
 * in the store the action writes, so every widget showing that store agrees.
 */
export function useSubmission<P extends object>(spec: SubmissionSpec<P>): Submission<P> {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [problems, setProblems] = useState<Partial<Record<keyof P, string>>>({});
  // The latest check and send, so the submit handler stays one stable function.
  const latest = useRef(spec);
  useLayoutEffect(() => {
    latest.current = spec;
  });
  const running = useRef(false);

  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || latest.current.storeBusy) return;
    const form = event.currentTarget;
    const found = problemsOnly<P>(latest.current.check());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus('checking');
      focusFirstInvalid(form);
      return;
    }
    running.current = true;
    setStatus('submitting');
    latest.current.send().then(
      () => {
        running.current = false;
        setStatus('done');
        latest.current.then?.();
      },
      () => {
        running.current = false;
        setStatus('failed');
      },
    );
  }, []);

  const clear = useCallback((field: keyof P) => {
    setProblems((current) =>
      field in current
        ? (Object.fromEntries(
            Object.entries(current).filter(([name]) => name !== field),
          ) as Partial<Record<keyof P, string>>)
        : current,
    );
  }, []);

  return {
    status,
    problems,
    busy: status === 'submitting' || spec.storeBusy === true,
    onSubmit,
    clear,
  };
}
