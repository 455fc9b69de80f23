import { opt } from '../../../src/kit';
import { ORDER_PAGE_BASE } from '../../../src/stores/orders/location';
import type { OptionsOf } from '../../../src/kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  orderUrl: opt.string(ORDER_PAGE_BASE),
  shopUrl: opt.string('/books/'),
  loginUrl: opt.string('/auth/'),
};

export type MemberOrdersOptions = OptionsOf<typeof options>;
