import { defineContainer } from '../../../src/kit';
import { MemberOrders } from './MemberOrders';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberOrders,
  prepare: assumeStoredState,
});
