import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  placement: opt.string(''),
};

export type FeaturePanelOptions = OptionsOf<typeof options>;
