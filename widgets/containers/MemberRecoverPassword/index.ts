import { defineContainer } from '../../define';
import { opt } from '../../../src/loader/options';
import { MemberRecoverPassword } from './MemberRecoverPassword';
import type { MemberRecoverPasswordOptions } from './MemberRecoverPassword';

export default defineContainer<MemberRecoverPasswordOptions>({
  options: { memberUrl: opt.string('/membership/') },
  Component: MemberRecoverPassword,
});
