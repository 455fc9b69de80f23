import { defineContainer } from '../../../src/kit';
import { MemberPaymentDetails } from './MemberPaymentDetails';
import type { MemberPaymentDetailsOptions } from './MemberPaymentDetails';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberPaymentDetailsOptions>({
  options: {},
  Component: MemberPaymentDetails,
  prepare: assumeStoredState,
});
