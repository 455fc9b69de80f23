import type { ReactNode } from 'react';
import type { ContainerProps } from '@kit';
import { LoginForm } from '../../shared/LoginForm';
import type { LoginOptions } from './options';

/** The login page's form, with the links the editor set. */
export function Login({ options }: ContainerProps<LoginOptions>): ReactNode {
  return <LoginForm signupUrl={options.signupUrl} amnesiaUrl={options.amnesiaUrl} />;
}
