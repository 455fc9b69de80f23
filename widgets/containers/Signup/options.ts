import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  loginUrl: opt.string('/auth/'),
  termsUrl: opt.string('/about#terms'),
};

export type SignupOptions = OptionsOf<typeof options>;
