import { defineContainer } from '@kit';
import { MemberOrders } from './MemberOrders';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberOrders,
  prepare: assumeStoredState,
});
