import { defineContainer } from '../../../src/kit';
import { MemberHeader } from './MemberHeader';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberHeader,
  prepare: assumeStoredState,
});
