import type { ReactNode } from 'react';
import { Field } from '@kit/react';
import type { FieldProps } from '@kit/react';

type Props = Omit<FieldProps, 'label' | 'type' | 'autoComplete'> & { readonly label?: string };

/** An email field: the one every auth form starts with, "Email" unless named otherwise. */
export function EmailField({ label = 'Email', name = 'email', ...props }: Props): ReactNode {
  return <Field label={label} type="email" name={name} autoComplete="email" {...props} />;
}
