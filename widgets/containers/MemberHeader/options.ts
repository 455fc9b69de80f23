import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  loginUrl: opt.string('/auth/'),
  signupUrl: opt.string('/auth/signup'),
  memberUrl: opt.string('/membership/'),
};

export type MemberHeaderOptions = OptionsOf<typeof options>;
