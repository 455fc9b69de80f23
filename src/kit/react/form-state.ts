import { useLayoutEffect, useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';

/** A field's rule: its problem for the current values, or undefined. */
export type FieldCheck<S, K extends keyof S> = (value: S[K], all: S) => string | undefined;
export type FormChecks<S> = { readonly [K in keyof S]?: FieldCheck<S, K> };
type Problems<K extends PropertyKey> = Partial<Record<K, string>>;

/** Checks for the given fields from one rule that answers for the whole form, field by field. */
export function checksByRule<S extends object>(
  names: readonly (keyof S)[],
  rule: (all: S) => Partial<Record<keyof S, string | undefined>>,
): FormChecks<S> {
  const checks: { -readonly [K in keyof S]?: FieldCheck<S, K> } = {};
  for (const name of names) checks[name] = (_, all) => rule(all)[name];
  return checks;
}

/**
 * When a field's problem shows. `left`: once the field was left or a submit was tried, and
 * from then on as it changes. `submit`: the problems a submit found, each until its field
 * changes (a short form whose reader should not be told off while filling it in).
 */
export type Reveal = 'left' | 'submit';

/** The names of a form's text fields, which an input binds to directly. */
export type TextKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S];

/** What an input (Field, TextArea, Select) needs to show and edit one text field. */
export interface InputBinding {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: { readonly target: { readonly value: string } }) => void;
  readonly onBlur: () => void;
}

/** One value of a form: read and written through `value`, every write telling the form. */
export interface Cell<T> {
  value: T;
}

/**
 * A form's local state: a cell per field, the problems and the validity computed from them
 * (again only after a field changed). A problem is never shown while the reader is still
 * typing it for the first time (see Reveal).
 */
export interface FormState<S extends object> {
  readonly fields: { readonly [K in keyof S]: Cell<S[K]> };
  /** Every field's problem now, shown or not (what a submit checks). */
  readonly problems: { readonly value: Problems<keyof S> };
  readonly valid: { readonly value: boolean };
  readonly submitted: Cell<boolean>;
  /** The problem to show under a field now. */
  shown(name: keyof S): string | undefined;
  set<K extends keyof S>(name: K, value: S[K]): void;
  touch(name: keyof S): void;
  /** A submit was tried: its problems show (see Reveal); returns them. */
  attempt(): Problems<keyof S>;
  /** Several fields at once (a saved address). */
  patch(values: Partial<S>): void;
  values(): S;
  /** Value, problem and handlers of a text field, to spread on its input. */
  input(name: TextKey<S>): InputBinding;
}

const without = <K extends PropertyKey>(found: Problems<K>, name: K): Problems<K> =>
  name in found
    ? (Object.fromEntries(Object.entries(found).filter(([key]) => key !== name)) as Problems<K>)
    : found;

/** A value that calls `changed` when a write replaces it. */
function cell<T>(first: T, changed: () => void): Cell<T> {
  let current = first;
  return {
    get value() {
      return current;
    },
    set value(next) {
      if (Object.is(next, current)) return;
      current = next;
      changed();
    },
  };
}

/** `changed` runs on every change of the state (a field, what was left, a submit tried). */
export function createFormState<S extends object>(
  initial: S,
  checks: FormChecks<S>,
  reveal: Reveal = 'left',
  changed?: () => void,
): FormState<S> {
  const names = Object.keys(initial) as (keyof S)[];
  // The problems are worked out again on the first read after a change.
  let found: Problems<keyof S> | undefined;
  const notify = () => changed?.();
  const edited = () => {
    found = undefined;
    notify();
  };
  const fields = Object.fromEntries(
    names.map((name) => [name, cell(initial[name], edited)]),
  ) as unknown as { [K in keyof S]: Cell<S[K]> };
  const touched = cell<ReadonlySet<keyof S>>(new Set(), notify);
  const submitted = cell(false, notify);
  // Reveal 'submit': what the last submit found, less the fields changed since.
  const reported = cell<Problems<keyof S>>({}, notify);
  const values = (): S => Object.fromEntries(names.map((name) => [name, fields[name].value])) as S;
  const problems = {
    get value() {
      if (found) return found;
      const all = values();
      const next: Problems<keyof S> = {};
      for (const name of names) {
        const problem = checks[name]?.(all[name], all);
        if (problem) next[name] = problem;
      }
      return (found = next);
    },
  };
  const set = <K extends keyof S>(name: K, value: S[K]) => {
    fields[name].value = value;
    reported.value = without<keyof S>(reported.value, name);
  };
  const touch = (name: keyof S) => {
    if (!touched.value.has(name)) touched.value = new Set([...touched.value, name]);
  };
  const shown = (name: keyof S) =>
    reveal === 'submit'
      ? reported.value[name]
      : submitted.value || touched.value.has(name)
        ? problems.value[name]
        : undefined;
  return {
    fields,
    problems,
    valid: {
      get value() {
        return Object.keys(problems.value).length === 0;
      },
    },
    submitted,
    shown,
    set,
    touch,
    attempt: () => {
      submitted.value = true;
      return (reported.value = problems.value);
    },
    patch: (patch) => {
      for (const name of Object.keys(patch) as (keyof S)[]) {
        const value = patch[name];
        if (value !== undefined) set(name, value);
      }
    },
    values,
    input: (name) => ({
      value: fields[name].value as string,
      error: shown(name),
      onChange: (event) => set(name, event.target.value as S[typeof name]),
      onBlur: () => touch(name),
    }),
  };
}

/** Renders the component again, scheduled as a change of React state is. */
const useRerender = (): (() => void) => useReducer((count: number) => count + 1, 0)[1];

/**
 * One form state for the component's lifetime; any change of it renders the component again,
 * and with it the parts the form was handed to.
 */
export function useFormState<S extends object>(
  initial: () => S,
  checks: FormChecks<S>,
  reveal: Reveal = 'left',
): FormState<S> {
  // A render scheduled as React state would be, within the change's own event: an input event
  // dispatched as the component commits (the values a prerendered form carries over) is then
  // kept, where a subscription made after the commit would miss it and React would restore the
  // old value.
  const rerender = useRerender();
  const [form] = useState(() => createFormState(initial(), checks, reveal, rerender));
  return form;
}

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
  readonly problems: Partial<Record<P, string>>;
  /** For `<form onSubmit>`. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Forgets one problem as the reader answers it. */
  clear(name: P): void;
}

function createSubmission<P extends string>(first: SubmitSpec<P>, changed: () => void) {
  // The latest check and send, so the submit handler stays one stable function.
  let latest = first;
  const status = cell<SubmissionStatus>('idle', changed);
  const problems = cell<Problems<P>>({}, changed);
  let running = false;
  const settle = (next: SubmissionStatus) => {
    running = false;
    status.value = next;
  };
  return {
    status,
    problems,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const spec = latest;
      if (running || spec.storeBusy) return;
      const found = Object.fromEntries(
        Object.entries(spec.check()).filter(([, text]) => Boolean(text)),
      ) as Problems<P>;
      problems.value = found;
      if (Object.keys(found).length > 0) {
        status.value = 'checking';
        focusFirstInvalid(event.currentTarget);
        return;
      }
      running = true;
      status.value = 'submitting';
      spec.send().then(
        () => {
          settle('done');
          latest.then?.();
        },
        () => settle('failed'),
      );
    },
    follow: (spec: SubmitSpec<P>) => {
      latest = spec;
    },
    clear: (name: P) => {
      problems.value = without(problems.value, name);
    },
  };
}

/**
 * A form's submit: check, move focus to the first invalid field, send once at a time, and
 * keep what was typed when the send fails. The send's own error lives in the store the action
 * writes, so every widget showing that store agrees.
 */
export function useFormSubmit<P extends string = never>(spec: SubmitSpec<P>): FormSubmit<P> {
  const rerender = useRerender();
  const [submission] = useState(() => createSubmission<P>(spec, rerender));
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
