import type { ReactNode } from 'react';
import { Field } from '../../src/kit/react';

/** The email field every auth form starts with. */
export function EmailField({
  value,
  error,
  hint,
  onChange,
}: {
  readonly value: string;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly onChange: (value: string) => void;
}): ReactNode {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      {...(hint ? { hint } : {})}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
