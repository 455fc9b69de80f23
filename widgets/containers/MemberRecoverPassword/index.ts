import { defineContainer, opt } from '../../../src/kit';
import { MemberRecoverPassword } from './MemberRecoverPassword';
import type { MemberRecoverPasswordOptions } from './MemberRecoverPassword';

export default defineContainer<MemberRecoverPasswordOptions>({
  options: { memberUrl: opt.string('/membership/') },
  Component: MemberRecoverPassword,
});
