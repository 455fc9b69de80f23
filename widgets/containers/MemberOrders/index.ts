import { defineContainer, opt } from '../../../src/kit';
import { ORDER_PAGE_BASE } from '../../../src/stores/orders/location';
import { MemberOrders } from './MemberOrders';
import type { MemberOrdersOptions } from './MemberOrders';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberOrdersOptions>({
  options: {
    orderUrl: opt.string(ORDER_PAGE_BASE),
    shopUrl: opt.string('/books/'),
    loginUrl: opt.string('/auth/'),
  },
  Component: MemberOrders,
  prepare: assumeStoredState,
});
