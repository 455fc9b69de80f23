import { defineContainer } from '../../../src/kit';
import { MemberAccountDetails } from './MemberAccountDetails';
import type { MemberAccountDetailsOptions } from './MemberAccountDetails';

export default defineContainer<MemberAccountDetailsOptions>({
  options: {},
  Component: MemberAccountDetails,
});
