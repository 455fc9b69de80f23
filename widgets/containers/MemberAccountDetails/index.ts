import { defineContainer } from '../../../src/kit';
import { MemberAccountDetails } from './MemberAccountDetails';
import type { MemberAccountDetailsOptions } from './MemberAccountDetails';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<MemberAccountDetailsOptions>({
  options: {},
  Component: MemberAccountDetails,
  prepare: assumeStoredState,
});
