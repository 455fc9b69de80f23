import type { ReactNode } from 'react';

export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
}

/** One choice of several as native radios under their legend (arrow keys move among them). */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  className = 'mw-fieldset',
  itemClassName = 'mw-check',
}: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly RadioOption<V>[];
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean | undefined;
  readonly className?: string;
  readonly itemClassName?: string;
}): ReactNode {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={itemClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
