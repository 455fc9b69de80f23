import type { ReactNode } from 'react';
import { PASSWORD_HINT } from '@domain/validation';
import { Field } from '@kit/react';
import type { FieldProps } from '@kit/react';

type Props = Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'hint'> & {
  readonly label?: string;
  /** The password the member has (sign-in), not a new one. */
  readonly current?: boolean;
  /** A new password the length rule applies to: the rule is its hint. */
  readonly ruled?: boolean;
};

/**
 * A password field, named for password managers: a new password unless `current`. Every form
 * that sets one says the same rule.
 */
export function PasswordField({
  label = 'Password',
  name = 'password',
  current = false,
  ruled = false,
  ...props
}: Props): ReactNode {
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete={current ? 'current-password' : 'new-password'}
      {...(ruled ? { hint: PASSWORD_HINT } : {})}
      {...props}
    />
  );
}
