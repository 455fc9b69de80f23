import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The first, empty choice ("Choose a type"): a required select starts on it. */
  readonly placeholder?: string;
  /** The field's own problem, shown under it and tied to it for screen readers. */
  readonly error?: string | undefined;
  readonly hint?: string;
}

/** A labelled native select, marked up as Field marks up an input (same classes, same wiring). */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  ...select
}: SelectProps): ReactNode {
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
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
