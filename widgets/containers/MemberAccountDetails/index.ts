import { defineContainer } from '../../../src/kit';
import type { NoOptions } from '../../../src/kit';
import { MemberAccountDetails } from './MemberAccountDetails';
import { assumeStoredState } from '../../../src/stores/first-view';

export default defineContainer<NoOptions>({
  options: {},
  Component: MemberAccountDetails,
  prepare: assumeStoredState,
});
