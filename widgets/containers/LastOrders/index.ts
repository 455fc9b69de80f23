import { defineContainer } from '@kit';
import { LastOrders } from './LastOrders';
import { options } from './options';

export default defineContainer({
  options,
  Component: LastOrders,
});
