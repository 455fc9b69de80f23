import { defineContainer } from '@kit';
import type { NoOptions } from '@kit';
import { MemberAccountDetails } from './MemberAccountDetails';
import { assumeStoredState } from '@stores/first-view';

export default defineContainer<NoOptions>({
  options: {},
  Component: MemberAccountDetails,
  prepare: assumeStoredState,
});
