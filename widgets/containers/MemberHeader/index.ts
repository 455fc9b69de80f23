import { defineContainer } from '@kit';
import { MemberHeader } from './MemberHeader';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberHeader,
  prepare: assumeStoredState,
});
