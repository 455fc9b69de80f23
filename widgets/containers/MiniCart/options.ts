import { opt } from '@kit';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  cartUrl: opt.string('/cart'),
  shopUrl: opt.string('/books/'),
};

export type MiniCartOptions = OptionsOf<typeof options>;
