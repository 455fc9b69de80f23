import { defineContainer, opt } from '../../../src/kit';
import { MemberHeader } from './MemberHeader';
import type { MemberHeaderOptions } from './MemberHeader';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberHeaderOptions>({
  options: {
    loginUrl: opt.string('/auth/'),
    signupUrl: opt.string('/auth/signup'),
    memberUrl: opt.string('/membership/'),
  },
  Component: MemberHeader,
  prepare: assumeStoredState,
});
