import { useId } from 'react';
import type { ReactNode } from 'react';

/** What a control inside a field frame carries: its id and its ties to the hint and error. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  readonly label: string;
  /** The field's own problem, shown under it and tied to it for screen readers. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  /** More classes on the frame, for a field with a part of its own (a combobox's list). */
  readonly className?: string;
  /** The control (input, textarea, select), given its wiring. */
  readonly children: (control: FieldControl) => ReactNode;
}

/**
 * The one markup of a labelled field: label, hint, the control, the error, wired through
 * aria-describedby. Field, TextArea and Select differ only in their control.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: FieldFrameProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `mw-field ${className}` : 'mw-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="mw-field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
