import { defineContainer, opt } from '../../../src/kit';
import { Order } from './Order';
import type { OrderOptions } from './Order';

export default defineContainer<OrderOptions>({
  options: {
    orderId: opt.string(''),
    loginUrl: opt.string('/auth/'),
  },
  Component: Order,
});
