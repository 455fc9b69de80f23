import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  orderId: opt.string(''),
  loginUrl: opt.string('/auth/'),
};

export type OrderOptions = OptionsOf<typeof options>;
