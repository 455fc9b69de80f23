import { defineContainer, opt } from '../../../src/kit';
import { MemberOrders } from './MemberOrders';
import type { MemberOrdersOptions } from './MemberOrders';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberOrdersOptions>({
  options: {
    orderUrl: opt.string('/checkout/confirmation'),
    shopUrl: opt.string('/books/'),
    loginUrl: opt.string('/auth/'),
  },
  Component: MemberOrders,
  prepare: assumeStoredState,
});
