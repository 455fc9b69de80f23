import { defineContainer } from '@kit';
import type { NoOptions } from '@kit';
import { MemberPaymentDetails } from './MemberPaymentDetails';
import { assumeStoredState } from '@stores/first-view';

export default defineContainer<NoOptions>({
  options: {},
  Component: MemberPaymentDetails,
  prepare: assumeStoredState,
});
