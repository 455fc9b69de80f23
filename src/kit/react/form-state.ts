import { batch, computed, signal } from '@preact/signals-react';
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';

/** A field's rule: its problem for the current values, or undefined. */
export type FieldCheck<S, K extends keyof S> = (value: S[K], all: S) => string | undefined;
export type FormChecks<S> = { readonly [K in keyof S]?: FieldCheck<S, K> };

/**
 * A form's local state as signals: one per field, the problems and the validity computed from
 * them, so a keystroke re-renders only what reads that field. A problem is shown once its field
 * was left (touched) or a submit was tried, never while the reader is still typing it.
 */
export interface FormState<S extends object> {
  readonly fields: { readonly [K in keyof S]: Signal<S[K]> };
  /** Every field's problem now, shown or not (what a submit checks). */
  readonly problems: ReadonlySignal<Partial<Record<keyof S, string>>>;
  readonly valid: ReadonlySignal<boolean>;
  readonly submitted: Signal<boolean>;
  /** The problem to show under a field: after it was left or a submit was tried. */
  shown(name: keyof S): string | undefined;
  set<K extends keyof S>(name: K, value: S[K]): void;
  touch(name: keyof S): void;
  /** A submit was tried: every problem shows from now on; returns them. */
  attempt(): Partial<Record<keyof S, string>>;
  /** Several fields at once (a saved address), in one update. */
  patch(values: Partial<S>): void;
  values(): S;
}

export function createFormState<S extends object>(initial: S, checks: FormChecks<S>): FormState<S> {
  const names = Object.keys(initial) as (keyof S)[];
  const fields = Object.fromEntries(names.map((name) => [name, signal(initial[name])])) as {
    [K in keyof S]: Signal<S[K]>;
  };
  const touched = signal<ReadonlySet<keyof S>>(new Set());
  const submitted = signal(false);
  const values = (): S => Object.fromEntries(names.map((name) => [name, fields[name].value])) as S;
  const problems = computed(() => {
    const all = values();
    const found: Partial<Record<keyof S, string>> = {};
    for (const name of names) {
      const check = checks[name];
      const problem = check?.(all[name], all);
      if (problem) found[name] = problem;
    }
    return found;
  });
  const valid = computed(() => Object.keys(problems.value).length === 0);
  return {
    fields,
    problems,
    valid,
    submitted,
    shown: (name) =>
      submitted.value || touched.value.has(name) ? problems.value[name] : undefined,
    set: (name, value) => {
      fields[name].value = value;
    },
    attempt: () => {
      submitted.value = true;
      return problems.value;
    },
    touch: (name) => {
      if (!touched.value.has(name)) touched.value = new Set([...touched.value, name]);
    },
    patch: (patch) =>
      batch(() => {
        for (const name of Object.keys(patch) as (keyof S)[]) {
          const value = patch[name];
          if (value !== undefined) fields[name].value = value;
        }
      }),
    values,
  };
}

/**
 * One form state for the component's lifetime; the component re-renders when a signal it read
 * changes (the hook form of the signals integration, no compiler transform needed).
 */
export function useFormState<S extends object>(
  initial: () => S,
  checks: FormChecks<S>,
): FormState<S> {
  useSignals();
  const [form] = useState(() => createFormState(initial(), checks));
  return form;
}
