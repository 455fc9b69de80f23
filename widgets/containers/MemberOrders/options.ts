import { opt } from '@kit';
import { ORDER_PAGE_BASE } from '@stores/orders/location';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  orderUrl: opt.string(ORDER_PAGE_BASE),
  shopUrl: opt.string('/books/'),
  loginUrl: opt.string('/auth/'),
};

export type MemberOrdersOptions = OptionsOf<typeof options>;
