import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  policyUrl: opt.string('/about#privacy'),
};

export type CookieBannerOptions = OptionsOf<typeof options>;
