import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  /** The field's own problem, shown under it and tied to it for screen readers. */
  readonly error?: string | undefined;
  readonly hint?: string;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function Field({ label, error, hint, ...input }: FieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mw-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="mw-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
