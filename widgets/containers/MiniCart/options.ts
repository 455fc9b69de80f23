import { opt } from '../../../src/kit';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  cartUrl: opt.string('/cart'),
  shopUrl: opt.string('/books/'),
};

export type MiniCartOptions = OptionsOf<typeof options>;
