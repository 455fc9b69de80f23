import { defineContainer } from '@kit';
import { MemberRecoverPassword } from './MemberRecoverPassword';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberRecoverPassword,
  prepare: assumeStoredState,
});
