import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  one: opt.string('member'),
  other: opt.string('members'),
  minimum: opt.integer(100, 0),
};

export type MemberCountOptions = OptionsOf<typeof options>;
