import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  editUrl: opt.requiredString(),
  label: opt.string('Edit this article'),
};

export type EditButtonOptions = OptionsOf<typeof options>;
