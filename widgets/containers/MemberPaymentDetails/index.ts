import { defineContainer } from '../../../src/kit';
import type { NoOptions } from '../../../src/kit';
import { MemberPaymentDetails } from './MemberPaymentDetails';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<NoOptions>({
  options: {},
  Component: MemberPaymentDetails,
  prepare: assumeStoredState,
});
