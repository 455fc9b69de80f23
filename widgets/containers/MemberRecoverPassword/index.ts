import { defineContainer } from '../../../src/kit';
import { MemberRecoverPassword } from './MemberRecoverPassword';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberRecoverPassword,
  prepare: assumeStoredState,
});
