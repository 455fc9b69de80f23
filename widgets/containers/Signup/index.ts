import { defineContainer, opt } from '../../../src/kit';
import { Signup } from './Signup';
import type { SignupOptions } from './Signup';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<SignupOptions>({
  options: {
    loginUrl: opt.string('/auth/'),
    termsUrl: opt.string('/about#terms'),
  },
  Component: Signup,
  prepare: assumeStoredState,
});
