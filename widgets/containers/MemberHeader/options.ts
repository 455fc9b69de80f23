import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  loginUrl: opt.string('/auth/'),
  signupUrl: opt.string('/auth/signup'),
  memberUrl: opt.string('/membership/'),
};

export type MemberHeaderOptions = OptionsOf<typeof options>;
