import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

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

/** A labelled native select, marked up as Field marks up an input. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  ...select
}: SelectProps): ReactNode {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
