import { defineContainer } from '@kit';
import { Order } from './Order';
import { options } from './options';

export default defineContainer({
  options,
  Component: Order,
});
