import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  path: opt.string(''),
  href: opt.string('#comments'),
};

export type CommentsCountOptions = OptionsOf<typeof options>;
