import { defineContainer } from '../../../src/kit';
import { MemberDownloads } from './MemberDownloads';
import { assumeStoredState } from '../../../src/stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberDownloads,
  prepare: assumeStoredState,
});
