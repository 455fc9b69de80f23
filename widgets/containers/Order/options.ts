import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  orderId: opt.string(''),
  loginUrl: opt.string('/auth/'),
};

export type OrderOptions = OptionsOf<typeof options>;
