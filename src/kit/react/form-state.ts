import { batch, computed, signal } from '@preact/signals-react';
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';

/** Each field's rule: its problem for the current values, or undefined. */
export type FormChecks<S> = { [K in keyof S]?: (value: S[K], all: S) => string | undefined };
export type Problems<K extends PropertyKey> = Partial<Record<K, string>>;

/** Checks for the given fields from one rule that answers for the whole form, field by field. */
export const checksByRule = <S extends object>(
  names: readonly (keyof S)[],
  rule: (all: S) => Partial<Record<keyof S, string | undefined>>,
): FormChecks<S> =>
  Object.fromEntries(
    names.map((name) => [name, (_: unknown, all: S) => rule(all)[name]]),
  ) as FormChecks<S>;

/**
 * When a field's problem shows. `left`: once the field was left or a submit tried, then as it
 * changes. `submit`: what a submit found, each until its field changes (a short form).
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

/** A form's local state: a signal per field, the problems and the validity computed from them. */
export interface FormState<S extends object> {
  readonly fields: { readonly [K in keyof S]: ReadonlySignal<S[K]> };
  /** Every field's problem now, shown or not (what a submit checks). */
  readonly problems: ReadonlySignal<Problems<keyof S>>;
  readonly valid: ReadonlySignal<boolean>;
  /** The problem to show under a field now (see Reveal). */
  shown(name: keyof S): string | undefined;
  set<K extends keyof S>(name: K, value: S[K]): void;
  touch(name: keyof S): void;
  /** A submit was tried: its problems show (see Reveal); returns them. */
  attempt(): Problems<keyof S>;
  /** Several fields at once (a saved address), in one update. */
  patch(values: Partial<S>): void;
  values(): S;
  /** Value, problem and handlers of a text field, to spread on its input. */
  input(name: TextKey<S>): InputBinding;
}

export function createFormState<S extends object>(
  initial: S,
  checks: FormChecks<S>,
  reveal: Reveal = 'left',
): FormState<S> {
  const names = Object.keys(initial) as (keyof S)[];
  type Fields = { [K in keyof S]: Signal<S[K]> };
  const fields = Object.fromEntries(names.map((name) => [name, signal(initial[name])])) as Fields;
  // Reveal 'left': the fields left (every field once a submit was tried).
  const left = signal<ReadonlySet<keyof S>>(new Set());
  // Reveal 'submit': what the last submit found, less the fields changed since.
  const reported = signal<Problems<keyof S>>({});
  const values = () => Object.fromEntries(names.map((name) => [name, fields[name].value])) as S;
  const problems = computed(() => {
    const all = values();
    const found = names.map((name) => [name, checks[name]?.(all[name], all)] as const);
    return Object.fromEntries(found.filter(([, problem]) => problem)) as Problems<keyof S>;
  });
  const set = <K extends keyof S>(name: K, value: S[K]) =>
    batch(() => {
      fields[name].value = value;
      if (reported.peek()[name]) reported.value = { ...reported.peek(), [name]: undefined };
    });
  const touch = (name: keyof S) => {
    if (!left.peek().has(name)) left.value = new Set([...left.peek(), name]);
  };
  const none: Problems<keyof S> = {};
  const shown = (name: keyof S): string | undefined =>
    (reveal === 'submit' ? reported.value : left.value.has(name) ? problems.value : none)[name];
  return {
    fields,
    problems,
    valid: computed(() => Object.keys(problems.value).length === 0),
    shown,
    set,
    touch,
    attempt: () =>
      batch(() => {
        left.value = new Set(names);
        return (reported.value = problems.value);
      }),
    patch: (patch) =>
      batch(() => names.forEach((name) => patch[name] === undefined || set(name, patch[name]))),
    values,
    input: (name) => ({
      value: fields[name].value as string,
      error: shown(name),
      onChange: (event) => set(name, event.target.value as S[typeof name]),
      onBlur: () => touch(name),
    }),
  };
}

/**
 * One form state for the component's lifetime, which renders again when a signal it read
 * changes (`useSignals`, no compiler transform); a component handed the form calls it too.
 */
export function useFormState<S extends object>(
  initial: () => S,
  checks: FormChecks<S>,
  reveal: Reveal = 'left',
): FormState<S> {
  useSignals();
  return useState(() => createFormState(initial(), checks, reveal))[0];
}
