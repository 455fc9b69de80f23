import { defineContainer } from '../../define';
import { opt } from '../../../src/loader/options';
import { Signup } from './Signup';
import type { SignupOptions } from './Signup';

export default defineContainer<SignupOptions>({
  options: {
    loginUrl: opt.string('/auth/'),
    termsUrl: opt.string('/about#terms'),
  },
  Component: Signup,
});
