import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: string;
  /** The field's own problem, shown under it and tied to it for screen readers. */
  readonly error?: string | undefined;
  readonly hint?: string;
}

/** A labelled textarea, marked up as Field marks up an input (same classes, same wiring). */
export function TextArea({ label, error, hint, ...textarea }: TextAreaProps): ReactNode {
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
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
