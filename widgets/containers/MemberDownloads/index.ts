import { defineContainer } from '@kit';
import { MemberDownloads } from './MemberDownloads';
import { assumeStoredState } from '@stores/first-view';
import { options } from './options';

export default defineContainer({
  options,
  Component: MemberDownloads,
  prepare: assumeStoredState,
});
