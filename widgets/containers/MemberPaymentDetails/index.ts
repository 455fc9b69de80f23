import { defineContainer } from '../../../src/kit';
import { MemberPaymentDetails } from './MemberPaymentDetails';
import type { MemberPaymentDetailsOptions } from './MemberPaymentDetails';

export default defineContainer<MemberPaymentDetailsOptions>({
  options: {},
  Component: MemberPaymentDetails,
});
