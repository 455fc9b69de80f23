import type { ReactNode } from 'react';
import { Field } from '../../src/kit/react';
import type { FieldProps } from '../../src/kit/react';

/** The email field every auth form starts with (and the checkout's details). */
export function EmailField(
  props: Omit<FieldProps, 'label' | 'type' | 'name' | 'autoComplete'>,
): ReactNode {
  return <Field label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
