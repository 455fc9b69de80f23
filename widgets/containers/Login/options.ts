import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  signupUrl: opt.string('/auth/signup'),
  amnesiaUrl: opt.string('/auth/amnesia'),
};

export type LoginOptions = OptionsOf<typeof options>;
