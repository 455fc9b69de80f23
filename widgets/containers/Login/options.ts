import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  signupUrl: opt.string('/auth/signup'),
  amnesiaUrl: opt.string('/auth/amnesia'),
};

export type LoginOptions = OptionsOf<typeof options>;
