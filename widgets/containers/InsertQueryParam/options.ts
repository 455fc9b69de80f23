import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  param: opt.requiredString(),
  fallback: opt.string(''),
};

export type InsertQueryParamOptions = OptionsOf<typeof options>;
