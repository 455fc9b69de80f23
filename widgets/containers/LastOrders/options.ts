import { opt } from '@kit';
import { ORDER_PAGE_BASE } from '@stores/orders/location';
import { MEMBER_ORDERS_PAGE_SIZE } from '@domain/order-messages';
import type { OptionsOf } from '@kit';

/** The `data-*` options: the type and default of each; `docs.ts` says what each means. */
export const options = {
  // At most one page: the orders MemberOrders reads first serve both on a page.
  count: opt.integer(3, 1, MEMBER_ORDERS_PAGE_SIZE),
  ordersUrl: opt.string('/membership/orders'),
  orderUrl: opt.string(ORDER_PAGE_BASE),
  shopUrl: opt.string('/books/'),
};

export type LastOrdersOptions = OptionsOf<typeof options>;
