import { defineContainer, opt } from '../../../src/kit';
import { Login } from './Login';
import type { LoginOptions } from './Login';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<LoginOptions>({
  options: {
    signupUrl: opt.string('/auth/signup'),
    amnesiaUrl: opt.string('/auth/amnesia'),
  },
  Component: Login,
  prepare: assumeStoredState,
});
