import { defineContainer } from '../../../src/kit';
import { Order } from './Order';
import { options } from './options';

export default defineContainer({
  options,
  Component: Order,
});
