import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  source: opt.string('main'),
  levels: opt.integerList([2, 3], 2, 6),
  title: opt.string('Contents'),
};

export type TocOptions = OptionsOf<typeof options>;
