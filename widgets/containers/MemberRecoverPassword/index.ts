import { defineContainer, opt } from '../../../src/kit';
import { MemberRecoverPassword } from './MemberRecoverPassword';
import type { MemberRecoverPasswordOptions } from './MemberRecoverPassword';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberRecoverPasswordOptions>({
  options: { memberUrl: opt.string('/membership/') },
  Component: MemberRecoverPassword,
  prepare: assumeStoredState,
});
